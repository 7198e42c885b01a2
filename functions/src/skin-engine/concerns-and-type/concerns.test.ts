import { describe, expect, it } from 'vitest';
import type { CountedZone } from '../measure-zones/face-aggregates';
import { ZONES } from '../measure-zones/face-zones';
import { SEVERITY_KEYS, type Severities } from '../scoring';
import {
  CONFIDENCE_NOTES,
  concernsFrom,
  LOW_CONFIDENCE,
  NOT_MEASURED_DESCRIPTION,
  NOTHING_SEEN_BELOW,
} from './concerns';

/** Every zone measured in full, or every zone but the under-eyes (hair, glasses, a turned face). */
const zones = (hidden: readonly string[] = []): CountedZone[] =>
  ZONES.map((zone) => ({
    key: zone.key,
    measured: !hidden.includes(zone.key),
    weight: 1,
    // concernsFrom reads only which zones count; the raw numbers are the measures' business.
    raw: {} as CountedZone['raw'],
  }));
const every = (severity: number) =>
  Object.fromEntries(SEVERITY_KEYS.map((key) => [key, severity])) as Severities;
const WIDE_FACE_PX = 1000;

describe('concern descriptions', () => {
  it('say nothing was seen when the severity is within the measure’s own noise', () => {
    for (const concern of concernsFrom(every(NOTHING_SEEN_BELOW - 1), zones(), WIDE_FACE_PX)) {
      expect(concern.description, concern.key).toMatch(/nesta foto\.$/);
      expect(concern.description, concern.key).not.toMatch(/\bleve/);
    }
  });

  it('name the level once a sign is seen', () => {
    const levels = [
      [NOTHING_SEEN_BELOW, 'leve'],
      [45, 'moderada'],
      [80, 'acentuada'],
    ] as const;
    for (const [severity, level] of levels)
      for (const concern of concernsFrom(every(severity), zones(), WIDE_FACE_PX))
        expect(concern.description, `${concern.key} at ${severity}`).toContain(level);
  });

  it('claim nothing for a concern none of whose zones was seen, and give the reason apart', () => {
    const concerns = concernsFrom(every(70), zones(['under_eye_left', 'under_eye_right']), WIDE_FACE_PX);
    const underEyes = concerns.filter((c) => c.key === 'dark_circles' || c.key === 'eye_bags');
    expect(underEyes).toHaveLength(2);
    for (const concern of underEyes) {
      expect(concern).toMatchObject({ severity: 0, description: NOT_MEASURED_DESCRIPTION, zones: [] });
      expect(concern.confidenceNote).toMatch(/^Não medido/);
    }
    expect(concerns.find((c) => c.key === 'acne')?.description).toContain('acentuada');
  });
});

describe('concern confidence', () => {
  it('drops for a measure this photo’s self-check shows swinging, and only for it', () => {
    const steady = concernsFrom(every(40), zones(), WIDE_FACE_PX);
    // Fine lines move by twice the tolerance under the check, texture by a point (within the measure's noise).
    const checked = concernsFrom(every(40), zones(), WIDE_FACE_PX, { fineLines: 10, roughness: 1 });
    const byKey = (list: typeof steady, key: string) => list.find((c) => c.key === key);
    expect(byKey(steady, 'fine_lines')?.confidence).toBeGreaterThanOrEqual(LOW_CONFIDENCE);
    expect(byKey(checked, 'fine_lines')?.confidence).toBeLessThan(LOW_CONFIDENCE);
    expect(byKey(checked, 'fine_lines')?.confidenceNote).toBe(CONFIDENCE_NOTES.unsteady);
    expect(byKey(checked, 'fine_lines')?.severity).toBe(40);
    for (const concern of steady.filter((c) => c.key !== 'fine_lines'))
      expect(byKey(checked, concern.key), concern.key).toEqual(concern);
  });

  it('holds the measures read on the colour (redness, acne) to the share of the face whose colour was not clipped', () => {
    const full = concernsFrom(every(40), zones(), WIDE_FACE_PX);
    const clipped = concernsFrom(every(40), zones(), WIDE_FACE_PX, {}, 0.4);
    const byKey = (list: typeof full, key: string) => list.find((c) => c.key === key);
    for (const key of ['redness', 'acne']) {
      expect(byKey(clipped, key)?.confidence, key).toBeLessThanOrEqual(0.4);
      expect(byKey(clipped, key)?.confidenceNote, key).toBe(CONFIDENCE_NOTES.colourClipped);
      expect(byKey(clipped, key)?.severity, key).toBe(40);
    }
    for (const concern of full.filter((c) => !['redness', 'acne'].includes(c.key)))
      expect(byKey(clipped, concern.key), concern.key).toEqual(concern);
  });

  it('keeps the first reason when a concern was already low for the zones seen', () => {
    const hidden = zones(['crows_feet_left', 'crows_feet_right']);
    const concern = concernsFrom(every(40), hidden, WIDE_FACE_PX, { fineLines: 10 }).find(
      (c) => c.key === 'fine_lines',
    );
    expect(concern?.confidenceNote).toBe(CONFIDENCE_NOTES.partlySeen);
  });
});
