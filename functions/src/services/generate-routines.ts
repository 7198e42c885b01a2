import { routineMessages } from '@pele/shared/schemas/routines';
import { ulid } from 'ulid';
import { analysesRepository } from '../adapters/dynamo/analyses-repository';
import { productPrefsRepository } from '../adapters/dynamo/product-prefs-repository';
import { routinesRepository } from '../adapters/dynamo/routines-repository';
import { conflict } from '../domain/errors';
import { generateRoutines } from '../domain/routines/generate-routines';
import { newRoutineRecord, type RoutineRecord } from '../domain/routines/routine-record';
import { catalogCache } from './catalog-index';

export interface FreshRoutines {
  morning: RoutineRecord;
  evening: RoutineRecord;
  generatedAt: string;
}

/**
 * Builds the morning and evening routines from the latest complete analysis, the catalog (the per-container
 * index every product route reads, catalog-index.ts) and the person's avoid list, and puts them in place of the
 * current ones in one transaction: the old ones are retired, not erased, and every completion stays, so history
 * and streak survive a regeneration. Refused (409) without a complete analysis or while another generation runs.
 */
export const generateFreshRoutines = async (userId: string, now: Date): Promise<FreshRoutines> => {
  const analysis = await analysesRepository.latestComplete(userId);
  if (!analysis?.result) throw conflict(routineMessages.generateFailed);
  const [catalog, avoid, routines, generation] = await Promise.all([
    catalogCache.get(),
    productPrefsRepository.avoidList(userId),
    routinesRepository.listAll(userId),
    routinesRepository.generation(userId),
  ]);
  const generated = generateRoutines({
    analysis: {
      skinType: analysis.result.skinType,
      scores: analysis.result.scores,
      concerns: analysis.result.concerns,
    },
    catalog: catalog.all(),
    avoid: avoid.terms,
    now,
  });
  const [morning, evening] = [generated.morning, generated.evening].map((routine) =>
    newRoutineRecord({ id: ulid(), userId, origin: 'generated', routine }, now, ulid),
  ) as [RoutineRecord, RoutineRecord];
  const outcome = await routinesRepository.replace(
    userId,
    { current: routines.filter((r) => r.retiredAt === null), fresh: [morning, evening], generation },
    now.toISOString(),
  );
  if (outcome === 'busy') throw conflict(routineMessages.generationBusy);
  return { morning, evening, generatedAt: generated.generatedAt };
};
