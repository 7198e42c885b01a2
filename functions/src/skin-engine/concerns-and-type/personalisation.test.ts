import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recommend } from '../../domain/products/recommend';
import { skinProfileOf } from '../../domain/products/skin-profile';
import { generateRoutines } from '../../domain/routines/generate-routines';
import { actives, NOW, productsOf, smallCatalog } from '../../domain/routines/test-fixtures';
import { createOfflineAnalyzer, type SkinAnalysisResult } from '../analyze-photo';

const REFERENCE = join(import.meta.dirname, '../../../test/fixtures/images/reference');
const topConcern = (result: SkinAnalysisResult) =>
  [...result.concerns].sort((a, b) => b.severity - a.severity)[0]?.key;

/**
 * Two faces of the reference set, measured by the engine: the first one analysed, and the next whose top concern
 * differs. The products and the routine are chosen from what was measured, so different skins get different
 * care.
 */
const twoDifferentFaces = async () => {
  const analyzer = createOfflineAnalyzer();
  const found: SkinAnalysisResult[] = [];
  for (const file of readdirSync(REFERENCE).sort()) {
    const outcome = await analyzer.analyze(readFileSync(join(REFERENCE, file)));
    if (outcome.status !== 'complete') continue;
    if (found.length === 0 || topConcern(outcome.result) !== topConcern(found[0] as SkinAnalysisResult))
      found.push(outcome.result);
    if (found.length === 2) return found as [SkinAnalysisResult, SkinAnalysisResult];
  }
  throw new Error('the reference set has no two faces with different top concerns');
};

describe('personalisation follows the measured skin', () => {
  it('gives two reference faces with different top concerns different top-three products and routine actives', async () => {
    const [first, second] = await twoDifferentFaces();
    const topThree = (r: SkinAnalysisResult) =>
      recommend(smallCatalog, skinProfileOf(r, []), { limit: 3 }).map((p) => p.id);
    expect(topThree(first)).not.toEqual(topThree(second));

    const routineActives = (r: SkinAnalysisResult) => {
      const routines = generateRoutines({ analysis: r, catalog: smallCatalog, avoid: [], now: NOW });
      return [
        ...actives([
          ...productsOf(routines.morning, smallCatalog),
          ...productsOf(routines.evening, smallCatalog),
        ]),
      ].sort();
    };
    expect(routineActives(first)).not.toEqual(routineActives(second));
  }, 60_000);
});
