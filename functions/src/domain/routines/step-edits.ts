import { ROUTINE_STEP_LIMITS } from '@pele/shared/schemas/routines';
import type { RoutineStep, StepProduct } from './types';

/** Bounds of a user-edited step: the route's body schema's (shared) plus the timer's, which it does not check. */
export const STEP_LIMITS = {
  ...ROUTINE_STEP_LIMITS,
  maxSeconds: 300,
  maxMinutes: 120,
} as const;

/** A step as the edit form or `PUT /routines/{id}` sends it; types already checked, bounds not. */
export interface EditedStepInput {
  /** Present for a step that already exists: kept, so its completions keep pointing to it. */
  id?: string;
  /** Position wanted; steps without one go last, in the order sent. */
  number?: number;
  title?: string;
  /** A catalog product as the step showed it, or just a name typed by the user. */
  product?:
    | string
    | { id?: string | null; name?: string; brand?: string | null; image?: string | null }
    | null;
  time?: string;
  instruction?: string;
}

export type EditedStep = RoutineStep & { id?: string };

export interface StepEditError {
  /** Index in the list as sent; -1 for the list itself. */
  index: number;
  field: 'steps' | 'id' | 'number' | 'title' | 'product' | 'time' | 'instruction';
  /** pt-BR. */
  message: string;
}

export type StepEditResult = { ok: true; steps: EditedStep[] } | { ok: false; errors: StepEditError[] };

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const DURATION = /^(\d{1,3})\s*(s|seg|segundos?|min|minutos?)$/i;
/** Only images the app serves itself: no outside address can be planted in a step card. */
const SERVED_IMAGE = /^\/media\/(?!.*\.\.)[\w./-]+$/;

/** '1min', '1 minuto', '30 seg' → '1 min', '30 s'. Undefined when not a duration within bounds. */
export function normalizeDuration(text: string): string | undefined {
  const m = DURATION.exec(squash(text));
  if (!m) return undefined;
  const n = Number(m[1]);
  const seconds = (m[2] as string).toLowerCase().startsWith('s');
  const max = seconds ? STEP_LIMITS.maxSeconds : STEP_LIMITS.maxMinutes;
  if (n < 1 || n > max) return undefined;
  return seconds ? `${n} s` : `${n} min`;
}

function readProduct(
  input: EditedStepInput['product'],
  fail: (message: string) => undefined,
): StepProduct | undefined {
  const raw = typeof input === 'string' ? { name: input } : (input ?? {});
  const name = squash(raw.name);
  const brand = squash(raw.brand) || null;
  const id = squash(raw.id) || null;
  const image = squash(raw.image) || null;
  if (!name) return fail('Informe o produto do passo.');
  if (name.length > STEP_LIMITS.productNameMax)
    return fail(`O nome do produto deve ter no máximo ${STEP_LIMITS.productNameMax} caracteres.`);
  if (brand && brand.length > STEP_LIMITS.brandMax)
    return fail(`A marca do produto deve ter no máximo ${STEP_LIMITS.brandMax} caracteres.`);
  if (id && id.length > STEP_LIMITS.idMax) return fail('Produto inválido.');
  if (image && !SERVED_IMAGE.test(image)) return fail('Imagem do produto inválida.');
  return { id, name, brand, image };
}

/**
 * Checks a routine's steps after the user edits them and puts them in order: sorted by the number
 * each was given (ties and missing numbers keep the order sent), then renumbered 1..n. Texts are
 * trimmed and inner runs of spaces collapsed (the instruction keeps its line breaks). Every problem
 * is reported, in pt-BR, with the index of the step as sent. An empty list is valid: the screen has
 * an empty state for it ('Rotina sem passos').
 */
export function validateEditedSteps(input: readonly EditedStepInput[]): StepEditResult {
  const errors: StepEditError[] = [];
  if (input.length > STEP_LIMITS.maxSteps) {
    errors.push({
      index: -1,
      field: 'steps',
      message: `A rotina pode ter no máximo ${STEP_LIMITS.maxSteps} passos.`,
    });
  }

  const seenIds = new Set<string>();
  const valid: { step: EditedStep; order: number; index: number }[] = [];
  input.forEach((step, index) => {
    const fail =
      (field: StepEditError['field']) =>
      (message: string): undefined => {
        errors.push({ index, field, message });
        return undefined;
      };
    const before = errors.length;

    const id = step.id === undefined ? undefined : squash(step.id);
    if (id !== undefined) {
      if (!id || id.length > STEP_LIMITS.idMax) fail('id')('Passo inválido.');
      else if (seenIds.has(id)) fail('id')('Este passo aparece mais de uma vez.');
      else seenIds.add(id);
    }

    const { number } = step;
    if (
      number !== undefined &&
      !(Number.isInteger(number) && number >= 1 && number <= STEP_LIMITS.maxNumber)
    ) {
      fail('number')(`O número do passo deve ser um inteiro de 1 a ${STEP_LIMITS.maxNumber}.`);
    }

    const title = squash(step.title);
    if (!title) fail('title')('Informe o título do passo.');
    else if (title.length > STEP_LIMITS.titleMax)
      fail('title')(`O título do passo deve ter no máximo ${STEP_LIMITS.titleMax} caracteres.`);

    const product = readProduct(step.product, fail('product'));

    const time = normalizeDuration(step.time ?? '');
    if (!time) fail('time')('Informe a duração do passo, como "1 min" ou "30 s".');

    const instruction = (step.instruction ?? '').trim();
    if (instruction.length > STEP_LIMITS.instructionMax)
      fail('instruction')(`As instruções devem ter no máximo ${STEP_LIMITS.instructionMax} caracteres.`);

    if (errors.length === before && product && time) {
      valid.push({
        step: { ...(id ? { id } : {}), number: 0, title, product, time, instruction },
        order: number ?? Number.POSITIVE_INFINITY,
        index,
      });
    }
  });

  if (errors.length > 0) return { ok: false, errors };
  const steps = valid
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ step }, i) => ({ ...step, number: i + 1 }));
  return { ok: true, steps };
}
