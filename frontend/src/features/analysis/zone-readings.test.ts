import { ZONE_RAW_KEYS } from '@pele/shared/schemas/skin-analysis';
import { describe, expect, it } from 'vitest';
import { isZoneMeasured, zoneReadings } from './zone-readings';

describe('zoneReadings', () => {
  it('names each raw number in pt-BR, shares as percentages, in a fixed order', () => {
    const readings = zoneReadings({ shineShare: 0.125, lightness: 62.345, ita: 31.06, skinPixels: 2400 });
    expect(readings.map((r) => [r.label, r.value])).toEqual([
      ['Luminosidade', '62,3'],
      ['Tom de pele (ITA°)', '31,1°'],
      ['Brilho', '12,5%'],
      ['Pontos de pele medidos', '2.400'],
    ]);
    expect(readings[2]?.meaning).toMatch(/oleosidade/);
  });

  it('names in pt-BR, with a meaning, every raw number the engine measures', () => {
    const readings = zoneReadings(Object.fromEntries(ZONE_RAW_KEYS.map((key) => [key, 0.5])));
    expect(readings).toHaveLength(ZONE_RAW_KEYS.length);
    for (const reading of readings) {
      expect(reading.label, reading.key).not.toBe(reading.key);
      expect(reading.meaning, reading.key).not.toBe('');
    }
  });

  it('keeps a number it does not know under its own name', () => {
    expect(zoneReadings({ newMeasure: 1.25 })).toEqual([
      { key: 'newMeasure', label: 'newMeasure', value: '1,3', meaning: '' },
    ]);
  });
});

describe('isZoneMeasured', () => {
  it('treats a zone with too few skin pixels (hair, glasses) as not measured', () => {
    expect(isZoneMeasured({ raw: { skinPixels: 40 } })).toBe(false);
    expect(isZoneMeasured({ raw: { skinPixels: 150 } })).toBe(true);
  });

  it("follows the engine's verdict when it gives one (a zone turned away from the camera)", () => {
    expect(isZoneMeasured({ measured: false, raw: { skinPixels: 4000 } })).toBe(false);
    expect(isZoneMeasured({ measured: true, raw: { skinPixels: 400 } })).toBe(true);
  });
});
