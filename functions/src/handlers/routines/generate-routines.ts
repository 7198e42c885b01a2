import { generateRoutines as generateRoutinesRoute } from '@pele/shared/routes/routines';
import { userDay } from '@pele/shared/routine-days';
import { routineMessages } from '@pele/shared/schemas/routines';
import { ulid } from 'ulid';
import { analysesRepository } from '../../adapters/dynamo/analyses-repository';
import { productPrefsRepository } from '../../adapters/dynamo/product-prefs-repository';
import { productsRepository } from '../../adapters/dynamo/products-repository';
import { routinesRepository } from '../../adapters/dynamo/routines-repository';
import { conflict } from '../../domain/errors';
import { generateRoutines } from '../../domain/routines/generate-routines';
import { newRoutineRecord } from '../../domain/routines/routine-record';
import { createHandler } from '../../middleware/create-handler';
import { timeZoneOf, toRoutineView } from '../../services/routine-views';

/**
 * Builds the morning and evening routines from the latest complete analysis, the catalog as the table
 * holds it (one Query on the catalog index; seeded from functions/src/seed/catalog) and the user's avoid
 * list. They replace the current routines in one transaction; the old ones are retired, not erased, and
 * every completion stays, so history and streak survive a regeneration.
 */
export const handler = createHandler(generateRoutinesRoute, async ({ caller, account }) => {
  const sub = caller.userId;
  const analysis = await analysesRepository.latestComplete(sub);
  if (!analysis?.result) throw conflict(routineMessages.generateFailed);
  const [catalog, avoid, routines, generation] = await Promise.all([
    productsRepository.listCatalog(),
    productPrefsRepository.avoidList(sub),
    routinesRepository.listAll(sub),
    routinesRepository.generation(sub),
  ]);
  const now = new Date();
  const generated = generateRoutines({
    analysis: {
      skinType: analysis.result.skinType,
      scores: analysis.result.scores,
      concerns: analysis.result.concerns,
    },
    catalog,
    avoid: avoid.terms,
    now,
  });
  const [morning, evening] = [generated.morning, generated.evening].map((routine) =>
    newRoutineRecord({ id: ulid(), userId: sub, origin: 'generated', routine }, now, ulid),
  ) as [ReturnType<typeof newRoutineRecord>, ReturnType<typeof newRoutineRecord>];
  const outcome = await routinesRepository.replace(
    sub,
    { current: routines.filter((r) => r.retiredAt === null), fresh: [morning, evening], generation },
    now.toISOString(),
  );
  if (outcome === 'busy') throw conflict(routineMessages.generationBusy);
  const today = userDay(now, timeZoneOf(account));
  return {
    morning: toRoutineView(morning, new Set(), today),
    evening: toRoutineView(evening, new Set(), today),
    generatedAt: generated.generatedAt,
  };
});
