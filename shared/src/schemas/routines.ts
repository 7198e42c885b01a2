import * as z from 'zod/mini';
import { idText, text } from './common';
import { schema } from './schema';

/**
 * Bounds of a user-edited step, also the base of STEP_LIMITS in functions/src/domain/routines/step-edits.ts:
 * the schema stops oversized input early, the domain's `validateEditedSteps` then checks every rule with
 * pt-BR errors.
 */
export const ROUTINE_STEP_LIMITS = {
  maxSteps: 12,
  maxNumber: 99,
  titleMax: 60,
  productNameMax: 120,
  brandMax: 60,
  idMax: 64,
  instructionMax: 500,
} as const;
export const ROUTINE_NAME_MAX = 80;

export const routineMessages = {
  generationBusy: 'Sua rotina já está sendo gerada. Tente novamente em instantes.',
  invalidSteps: 'Passos inválidos.',
  loadFailed: 'Erro ao carregar rotinas. Tente novamente.',
  generateFailed: 'Erro ao gerar rotina. Verifique se você tem uma análise de pele.',
  notFound: 'Rotina não encontrada.',
  stepNotFound: 'Este passo não faz parte da rotina.',
  futureDay: 'Não é possível concluir passos de um dia que ainda não chegou.',
  pastDayClosed: 'Só é possível marcar passos de hoje ou de ontem.',
  notActiveThatDay: 'Esta rotina não estava ativa neste dia.',
  cannotUndo: 'Um passo concluído não pode ser desmarcado.',
  invalidDate: 'Data inválida. Use o formato AAAA-MM-DD.',
  timeOfDay: "Período inválido. Use 'morning' ou 'evening'.",
  name: `Informe o nome da rotina (até ${ROUTINE_NAME_MAX} caracteres).`,
  steps: `A rotina pode ter no máximo ${ROUTINE_STEP_LIMITS.maxSteps} passos.`,
  stepText: 'Texto do passo longo demais.',
  emptyUpdate: 'Informe o que mudar: name, timeOfDay ou steps.',
} as const;

export const timeOfDay = /* @__PURE__ */ schema(() =>
  z.enum(['morning', 'evening'], { error: routineMessages.timeOfDay }),
);
export type TimeOfDay = z.infer<typeof timeOfDay>;

/** A calendar day 'YYYY-MM-DD' (a real date: not '2024-02-30'). */
export const day = /* @__PURE__ */ schema(() =>
  text(10, {
    error: routineMessages.invalidDate,
    tooLong: routineMessages.invalidDate,
  }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: routineMessages.invalidDate }),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, routineMessages.invalidDate),
  ),
);

export const stepProduct = /* @__PURE__ */ schema(() =>
  z.object({
    /** Catalog product id; null for a product the user typed or a generic suggestion. */
    id: z.nullable(z.string()),
    name: z.string(),
    brand: z.nullable(z.string()),
    /** Path served by the app ('/media/catalog/<id>.svg'); null: the screen shows its default step image. */
    image: z.nullable(z.string()),
  }),
);

export const routineStep = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    number: z.number().check(z.int()),
    title: z.string(),
    product: stepProduct,
    /** A duration ('1 min', '30 s'), the wait before the next layer included; not a clock time. */
    time: z.string(),
    instruction: z.string(),
    /** Completed on the routine's `day`. */
    isCompleted: z.boolean(),
  }),
);
export type RoutineStepView = z.infer<typeof routineStep>;

export const routine = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    timeOfDay,
    /** Sorted by number, numbered 1..n. */
    steps: z.array(routineStep),
    origin: z.enum(['generated', 'custom']),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The user's day the steps' `isCompleted` refer to. */
    day,
    /** Whether the routine is the user's current one (false: shown only as history of a past day). */
    isCurrent: z.boolean(),
  }),
);
export type Routine = z.infer<typeof routine>;

export const routinesQuery = /* @__PURE__ */ schema(() =>
  z.object({
    timeOfDay: z.optional(timeOfDay),
    /** Default: today in the user's time zone. */
    date: z.optional(day),
  }),
);

export const routineIdParams = /* @__PURE__ */ schema(() => z.object({ id: idText(64) }));

// Not trimmed: the domain reads a blank title and answers with its own message.
const stepText = (max: number, options: { multiline?: boolean } = {}) =>
  text(max, { tooLong: routineMessages.stepText, trim: false, ...options });

/** A step as the edit form sends it; the domain checks the rest (durations, images, repeated ids). */
export const stepInput = /* @__PURE__ */ schema(() =>
  z.object({
    /** An existing step's id: kept, so its completions keep pointing to it. */
    id: z.optional(text(ROUTINE_STEP_LIMITS.idMax)),
    number: z.optional(z.number().check(z.int())),
    title: stepText(ROUTINE_STEP_LIMITS.titleMax),
    product: z.union([
      stepText(ROUTINE_STEP_LIMITS.productNameMax),
      z.object({
        id: z.optional(z.nullable(text(ROUTINE_STEP_LIMITS.idMax))),
        name: stepText(ROUTINE_STEP_LIMITS.productNameMax),
        brand: z.optional(z.nullable(stepText(ROUTINE_STEP_LIMITS.brandMax))),
        image: z.optional(z.nullable(text(300))),
      }),
    ]),
    time: text(40),
    instruction: z.optional(stepText(ROUTINE_STEP_LIMITS.instructionMax, { multiline: true })),
  }),
);
export type StepInput = z.infer<typeof stepInput>;

// Twice the step limit gets to the domain, which answers with its own pt-BR message at 13 steps.
const stepList = /* @__PURE__ */ schema(() =>
  z.array(stepInput).check(z.maxLength(ROUTINE_STEP_LIMITS.maxSteps * 2, { error: routineMessages.steps })),
);
const routineName = /* @__PURE__ */ schema(() =>
  text(ROUTINE_NAME_MAX, {
    error: routineMessages.name,
    tooLong: routineMessages.name,
  }).check(z.minLength(1, { error: routineMessages.name })),
);

export const createRoutineBody = /* @__PURE__ */ schema(() =>
  z.object({ name: routineName, timeOfDay, steps: z._default(stepList, []) }),
);

export const updateRoutineBody = /* @__PURE__ */ schema(() =>
  z
    .object({ name: z.optional(routineName), timeOfDay: z.optional(timeOfDay), steps: z.optional(stepList) })
    .check(
      z.refine(
        (body) => Object.values(body).some((value) => value !== undefined),
        routineMessages.emptyUpdate,
      ),
    ),
);

export const generatedRoutines = /* @__PURE__ */ schema(() =>
  z.object({ morning: routine, evening: routine, generatedAt: z.string() }),
);

/** Spec 7.6 sends `isCompleted`; only `true` means something, since a completion cannot be undone. */
export const completeStepBody = /* @__PURE__ */ schema(() =>
  z.object({
    routineId: idText(64),
    stepId: idText(ROUTINE_STEP_LIMITS.idMax),
    /** A past day from the day navigation; default today in the user's time zone. */
    date: z.optional(day),
    isCompleted: z.optional(z.literal(true, { error: routineMessages.cannotUndo })),
  }),
);

export const stepCompleted = /* @__PURE__ */ schema(() =>
  z.object({
    routine,
    completion: z.object({ routineId: z.string(), stepId: z.string(), day, completedAt: z.string() }),
    /** True when the step was already completed that day: nothing changed (idempotent). */
    alreadyCompleted: z.boolean(),
  }),
);

export const streak = /* @__PURE__ */ schema(() =>
  z.object({
    /** Same as `current`; spec 3 reads a number or an object with a `streak` field. */
    streak: z.number().check(z.int()),
    current: z.number().check(z.int()),
    longest: z.number().check(z.int()),
    /** pt-BR explanation of the rule, shown beside the streak. */
    helpText: z.string(),
    today: day,
  }),
);

export const resetDaily = /* @__PURE__ */ schema(() =>
  z.object({
    today: day,
    /** Always false: completions are stored per day, so a new day starts unchecked without writing anything. */
    changed: z.boolean(),
    routines: z.array(routine),
  }),
);

export const routineDeleted = /* @__PURE__ */ schema(() => z.object({ deleted: z.literal(true) }));

export const routineList = /* @__PURE__ */ schema(() => z.array(routine));
