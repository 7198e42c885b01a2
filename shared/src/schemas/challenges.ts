import * as z from 'zod/mini';
import { day } from './routines';
import { schema } from './schema';

/**
 * Challenges ('Desafios com IA'): short goals proposed from the latest analysis and the routine, joined with one
 * tap. Progress is never stored as a counter: it is read from the routine completions and check-ins of the
 * challenge's days (the user's days, America/Sao_Paulo unless the profile says another zone), one per day.
 */
export const CHALLENGE_KINDS = [
  'sunscreen_streak',
  'evening_routine',
  'morning_routine',
  'check_in_week',
] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];
/** Challenges one person may run at a time: more would turn short goals into a chore list. */
export const MAX_ACTIVE_CHALLENGES = 3;

export const challengeMessages = {
  kind: 'Escolha um dos desafios propostos.',
  notProposed: 'Este desafio não está disponível para você agora. Escolha um dos desafios propostos.',
  alreadyActive: 'Você já participa deste desafio.',
  tooMany: `Você pode participar de até ${MAX_ACTIVE_CHALLENGES} desafios ao mesmo tempo. Conclua um para começar outro.`,
  loadFailed: 'Erro ao carregar seus desafios.',
  joinFailed: 'Não foi possível entrar no desafio. Tente novamente.',
  joined: 'Você entrou no desafio!',
} as const;

export const challengeKind = /* @__PURE__ */ schema(() =>
  z.enum(CHALLENGE_KINDS, { error: challengeMessages.kind }),
);

/** `POST /api/challenges`: the kind of one of the proposals the caller was shown. */
export const joinChallengeBody = /* @__PURE__ */ schema(() => z.object({ kind: challengeKind }));

const challengeTerms = /* @__PURE__ */ schema(() => ({
  kind: challengeKind,
  /** pt-BR: '7 dias seguidos de protetor solar'. */
  title: z.string(),
  /** pt-BR: what counts as a day done. */
  goal: z.string(),
  /** pt-BR: why it was proposed, from the analysis and the routine. */
  why: z.string(),
  /** pt-BR name of the badge earned on completion. */
  badge: z.string(),
  /** Days that must be done. */
  target: z.number().check(z.int()),
  /** Days the challenge lasts, its first day included (target = windowDays: every day, in a row). */
  windowDays: z.number().check(z.int()),
}));

export const challengeProposal = /* @__PURE__ */ schema(() => z.object(challengeTerms));
export type ChallengeProposal = z.infer<typeof challengeProposal>;

export const challengeState = /* @__PURE__ */ schema(() => z.enum(['active', 'completed', 'missed']));
export type ChallengeState = z.infer<typeof challengeState>;

export const challenge = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    ...challengeTerms,
    state: challengeState,
    startDay: day,
    endDay: day,
    /** The days done, oldest first (one per day, however many completions or check-ins it had). */
    doneDays: z.array(day),
    /** Days done, at most the target. */
    progress: z.number().check(z.int()),
    /** 0–100. */
    percent: z.number().check(z.int()),
    doneToday: z.boolean(),
    /** Days of the challenge from today to its end (0 once over). */
    daysLeft: z.number().check(z.int()),
    /** pt-BR: today must be done or the challenge is lost; null otherwise. */
    atRisk: z.nullable(z.string()),
    joinedAt: z.string(),
    /** The day the target was reached, or the day it could no longer be. */
    endedOn: z.nullable(day),
  }),
);
export type Challenge = z.infer<typeof challenge>;

export const challengesView = /* @__PURE__ */ schema(() =>
  z.object({
    today: day,
    maxActive: z.number().check(z.int()),
    /** What the analysis and the routine suggest now, minus the kinds already running. */
    proposals: z.array(challengeProposal),
    /** What the caller lacks for the proposals tied to the skin: an analysis, then a routine. */
    needs: z.nullable(z.enum(['analysis', 'routine'])),
    active: z.array(challenge),
    /** Completed and missed challenges, newest first. */
    finished: z.array(challenge),
  }),
);
export type ChallengesView = z.infer<typeof challengesView>;

export const challengeJoined = /* @__PURE__ */ schema(() => z.object({ challenge }));
