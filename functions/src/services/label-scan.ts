import type { Scan } from '@pele/shared/schemas/scans';
import { SCAN_READABLE_CONFIDENCE, SCANS_KEPT_MAX, scanMessages } from '@pele/shared/schemas/scans';
import { ulid } from 'ulid';
import { routinesRepository } from '../adapters/dynamo/routines-repository';
import { scansRepository } from '../adapters/dynamo/scans-repository';
import { inciDictionary } from '../adapters/inci/inci-dictionary-file';
import { mediaUrl } from '../adapters/storage/media-url';
import { badRequest, conflict } from '../domain/errors';
import { readAvoidTerm } from '../domain/ingredients/avoid-list';
import { compatibility } from '../domain/products/compatibility';
import type { ProductRecord } from '../domain/products/product-record';
import type { InciDictionary } from '../domain/scanner/inci-dictionary';
import { type CandidateProduct, scanAlternatives } from '../domain/scanner/scan-alternatives';
import type { ScanPerson } from '../domain/scanner/scan-flags';
import { buildScan, productKeys, readScan } from '../domain/scanner/scan-report';
import { catalogCache } from './catalog-index';
import { loadShopper } from './shopper';

const keysByProduct = new WeakMap<ProductRecord, Set<string>>();
const keysOf = (dict: InciDictionary, product: ProductRecord) => {
  let found = keysByProduct.get(product);
  if (!found) {
    found = productKeys(dict, product.ingredients);
    keysByProduct.set(product, found);
  }
  return found;
};

/** The person the flags are for: avoid list, measured skin, and the catalog products of their current routines. */
async function loadPerson(sub: string, catalog: readonly ProductRecord[]): Promise<ScanPerson> {
  const [shopper, routines] = await Promise.all([loadShopper(sub), routinesRepository.listAll(sub)]);
  const byId = new Map(catalog.map((p) => [p.id, p]));
  const routineIds = new Set(
    routines.filter((r) => r.retiredAt === null).flatMap((r) => r.steps.flatMap((s) => s.product.id ?? [])),
  );
  return {
    profile: shopper.profile,
    avoidTerms: shopper.profile.avoid.flatMap((t) => readAvoidTerm(t) ?? []),
    routine: [...routineIds].flatMap((id) => byId.get(id) ?? []),
    measured: shopper.analysis !== null,
  };
}

/**
 * Reads, explains and saves one label scan for the caller. Nothing is saved when no list is found: the answer is
 * a 400 saying whether to retake the photo (unreadable) or that it holds no ingredient list.
 */
export async function createLabelScan(
  sub: string,
  input: { text: string; source: 'photo' | 'text'; ocrConfidence?: number },
): Promise<Scan> {
  const dict = inciDictionary();
  const outcome = readScan(dict, input, SCAN_READABLE_CONFIDENCE);
  if (!outcome.ok) {
    const message =
      outcome.reason === 'unreadable'
        ? scanMessages.unreadable
        : input.source === 'text'
          ? scanMessages.noListText
          : scanMessages.noList;
    throw badRequest(message, { text: message });
  }
  const [index, kept] = await Promise.all([catalogCache.get(), scansRepository.count(sub)]);
  if (kept >= SCANS_KEPT_MAX) throw conflict(scanMessages.tooMany);
  const catalog = index.all();
  const person = await loadPerson(sub, catalog);
  const built = buildScan(outcome.recognised, person);
  const scanned = new Set(outcome.recognised.flatMap((r) => r.entry?.key ?? []));
  const flagged = new Set(
    outcome.recognised.flatMap((r, i) =>
      r.entry && built.ingredients[i]?.flags.some((f) => f.kind !== 'skin_fit') ? [r.entry.key] : [],
    ),
  );
  const candidates: CandidateProduct[] = catalog.map((p) => ({
    ...p,
    image: mediaUrl(p.imageKey),
    keys: keysOf(dict, p),
    alerted: compatibility(p, person.profile).alerts.length > 0,
  }));
  const now = new Date();
  const scan: Scan = {
    id: ulid(),
    createdAt: now.toISOString(),
    source: input.source,
    ...built,
    alternatives: scanAlternatives(scanned, flagged, candidates),
  };
  await scansRepository.save(sub, scan, now);
  return scan;
}
