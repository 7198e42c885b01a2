import { describe, expect, it } from 'vitest';
import { SKIN_ZONE_LABELS, skinZoneOf } from './skin-zone';

describe('skinZoneOf', () => {
  it("is 'Não Boa' under 25", () => {
    expect(SKIN_ZONE_LABELS[skinZoneOf(0)]).toBe('Não Boa');
    expect(SKIN_ZONE_LABELS[skinZoneOf(24)]).toBe('Não Boa');
    expect(SKIN_ZONE_LABELS[skinZoneOf(24.9)]).toBe('Não Boa');
  });

  it("is 'Está Ok' from 25 up to 74", () => {
    expect(SKIN_ZONE_LABELS[skinZoneOf(25)]).toBe('Está Ok');
    expect(SKIN_ZONE_LABELS[skinZoneOf(50)]).toBe('Está Ok');
    expect(SKIN_ZONE_LABELS[skinZoneOf(74)]).toBe('Está Ok');
  });

  it("is 'Ótima' from 75 on", () => {
    expect(SKIN_ZONE_LABELS[skinZoneOf(75)]).toBe('Ótima');
    expect(SKIN_ZONE_LABELS[skinZoneOf(100)]).toBe('Ótima');
  });
});
