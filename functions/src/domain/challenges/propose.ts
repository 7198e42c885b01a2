import type { ChallengeKind, ChallengeProposal, ChallengesView } from '@pele/shared/schemas/challenges';
import { CONCERN_LOW_CONFIDENCE } from '@pele/shared/schemas/skin-analysis';
import type { RoutineRecord } from '../routines/routine-record';
import { CHALLENGES, isSunscreenStep } from './catalog';

/** The numbers of the latest complete analysis that proposals read. */
export interface ChallengeAnalysis {
  scores: { dry: number; oily: number; sensitive: number };
  /** 0–100, higher is better. */
  metrics?: { hydration: number; texture: number; pigmentation: number };
  concerns: readonly { key: string; name: string; severity: number; confidence?: number }[];
}

/** A concern at least this visible, measured with enough confidence, is worth a goal of its own. */
export const CONCERN_MIN_SEVERITY = 25;
/** A metric (higher is better) below this leaves room to improve. */
export const METRIC_LOW = 60;
/** A dry score from this up asks for the morning's moisturiser every day. */
export const DRY_HIGH = 50;

const PIGMENT_CONCERNS = ['hyperpigmentation', 'uneven_tone', 'dullness'];
const TEXTURE_CONCERNS = ['rough_texture', 'enlarged_pores', 'fine_lines', 'wrinkles', 'acne'];

const worstConcern = (analysis: ChallengeAnalysis, keys: readonly string[]) =>
  analysis.concerns
    .filter((c) => keys.includes(c.key) && c.severity >= CONCERN_MIN_SEVERITY)
    .filter((c) => c.confidence === undefined || c.confidence >= CONCERN_LOW_CONFIDENCE)
    .sort((a, b) => b.severity - a.severity)[0];

const proposal = (kind: ChallengeKind, why: string): ChallengeProposal => {
  const { title, goal, badge, target, windowDays } = CHALLENGES[kind];
  return { kind, title, goal, why, badge, target, windowDays };
};

type Current = Pick<RoutineRecord, 'timeOfDay' | 'steps'>;

const sunscreen = (analysis: ChallengeAnalysis, morning: Current | undefined) => {
  if (!morning?.steps.some(isSunscreenStep)) return null;
  const concern = worstConcern(analysis, PIGMENT_CONCERNS);
  const pigmentation = analysis.metrics?.pigmentation;
  if (concern)
    return {
      priority: concern.severity,
      item: proposal(
        'sunscreen_streak',
        `Sua análise apontou ${concern.name} em ${Math.round(concern.severity)}%. O protetor solar todas as manhãs é o que mais evita que as manchas escureçam, e ele já está na sua rotina da manhã.`,
      ),
    };
  if (pigmentation !== undefined && pigmentation < METRIC_LOW)
    return {
      priority: 100 - pigmentation,
      item: proposal(
        'sunscreen_streak',
        `A uniformidade do seu tom ficou em ${Math.round(pigmentation)} de 100. O sol escurece o que já está irregular: o protetor da sua rotina da manhã, todos os dias, protege o tom.`,
      ),
    };
  return {
    priority: 10,
    item: proposal(
      'sunscreen_streak',
      'O protetor solar diário é o passo que mais protege a pele do envelhecimento pelo sol, e ele já está na sua rotina da manhã.',
    ),
  };
};

const evening = (analysis: ChallengeAnalysis, routine: Current | undefined) => {
  if (!routine || routine.steps.length === 0) return null;
  const concern = worstConcern(analysis, TEXTURE_CONCERNS);
  const texture = analysis.metrics?.texture;
  const lowTexture = texture !== undefined && texture < METRIC_LOW;
  if (!concern && !lowTexture) return null;
  const finding = concern
    ? `Sua análise apontou ${concern.name} em ${Math.round(concern.severity)}%`
    : `A textura da sua pele ficou em ${Math.round(texture ?? 0)} de 100`;
  return {
    priority: concern?.severity ?? 100 - (texture ?? 100),
    item: proposal(
      'evening_routine',
      `${finding}. Os ativos da rotina da noite agem com constância: 14 noites dão tempo para notar a diferença.`,
    ),
  };
};

const morning = (analysis: ChallengeAnalysis, routine: Current | undefined) => {
  if (!routine || routine.steps.length === 0) return null;
  const hydration = analysis.metrics?.hydration;
  const lowHydration = hydration !== undefined && hydration < METRIC_LOW;
  if (!lowHydration && analysis.scores.dry < DRY_HIGH) return null;
  const finding = lowHydration
    ? `Sua hidratação estimada ficou em ${Math.round(hydration)} de 100`
    : `Sua pele mostrou sinais de ressecamento (${Math.round(analysis.scores.dry)}%)`;
  return {
    priority: lowHydration ? 100 - hydration : analysis.scores.dry,
    item: proposal(
      'morning_routine',
      `${finding}. Hidratar todas as manhãs, na ordem da sua rotina, ajuda a pele a reter água ao longo do dia.`,
    ),
  };
};

const CHECK_IN_WHY =
  'Registrar como sua pele está quase todo dia mostra, no Progresso, como ela responde à rotina.';

/**
 * The challenges to offer now, most relevant first: each tied to what the latest analysis measured and to a step
 * the routine already has, with a pt-BR 'why'. The daily check-in needs neither. Kinds already running are left
 * out. `needs` says what is missing for the rest: an analysis, then a routine.
 */
export function proposeChallenges(input: {
  analysis: ChallengeAnalysis | undefined;
  routines: readonly (Current & { retiredAt: string | null })[];
  running: ReadonlySet<ChallengeKind>;
}): { proposals: ChallengeProposal[]; needs: ChallengesView['needs'] } {
  const current = input.routines.filter((r) => r.retiredAt === null);
  const morningRoutine = current.find((r) => r.timeOfDay === 'morning');
  const eveningRoutine = current.find((r) => r.timeOfDay === 'evening');
  const analysis = input.analysis;
  const ranked = analysis
    ? [
        sunscreen(analysis, morningRoutine),
        evening(analysis, eveningRoutine),
        morning(analysis, morningRoutine),
      ]
        .filter((p) => p !== null)
        .sort((a, b) => b.priority - a.priority)
        .map((p) => p.item)
    : [];
  const proposals = [...ranked, proposal('check_in_week', CHECK_IN_WHY)].filter(
    (p) => !input.running.has(p.kind),
  );
  const needs = !analysis ? 'analysis' : current.length === 0 ? 'routine' : null;
  return { proposals, needs };
}
