import { describe, expect, it } from 'vitest';
import { QUALITY_WARNINGS } from './measure-zones/quality-gate';
import { analysedBeforeAll } from './offline-analyzer-photos';

const REQUIRED_CONCERNS = [
  'Tendência a Acne',
  'Hiperpigmentação',
  'Tom Irregular',
  'Linhas Finas',
  'Rugas',
  'Vermelhidão',
  'Poros Dilatados',
  'Olheiras',
  'Bolsas nos Olhos',
  'Oleosidade',
  'Falta de Luminosidade',
  'Textura Irregular',
];

const FACES = [
  'mpl-grace_hopper.jpg',
  'skimage-astronaut.png',
  'faceapi-sample6-face.jpg',
  'faceapi-sample5-face.jpg',
  'faceapi-sample2-face.jpg',
  'faceapi-sample5-group.jpg',
];
const results = analysedBeforeAll(FACES);

describe('offline skin analyzer: faces', () => {
  it.each(FACES)('finds and measures the face in %s', (name) => {
    const result = results.get(name);
    if (!result) throw new Error('missing result');
    expect(['Seca', 'Oleosa', 'Sensível', 'Mista']).toContain(result.skinType);
    expect(result.skinTypeDescription.length).toBeGreaterThan(40);
    for (const value of [...Object.values(result.scores), ...Object.values(result.metrics)]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(result.hydrationIsEstimate).toBe(true);
    expect(result.concerns.map((c) => c.name).sort()).toEqual([...REQUIRED_CONCERNS].sort());
    expect(result.recommendations.at(-1)?.productCategory).toBe('sunscreens');
    expect(result.zones).toHaveLength(9);
    const measured = result.zones.filter((zone) => zone.measured).map((zone) => zone.key);
    expect(measured).toEqual(expect.arrayContaining(['nose', 'cheek_left', 'cheek_right']));
    for (const zone of result.zones) {
      // Measured = enough skin seen and facing the camera; otherwise the zone says why it was left out.
      expect(zone.measured).toBe(zone.notMeasuredReason === undefined);
      if (zone.measured) expect(zone.raw.skinPixels).toBeGreaterThanOrEqual(150);
      expect(zone.facing).toBeGreaterThan(0);
      expect(zone.facing).toBeLessThanOrEqual(1);
      for (const [x, y] of zone.polygon) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(1);
      }
    }
    for (const concern of result.concerns) {
      expect(concern.confidence).toBeGreaterThanOrEqual(0);
      expect(concern.confidence).toBeLessThanOrEqual(1);
      expect(concern.description.length).toBeGreaterThan(30);
      for (const key of concern.zones ?? []) expect(measured).toContain(key);
    }
    const photo = result.quality.photo;
    expect(photo.score).toBeGreaterThanOrEqual(0);
    expect(photo.score).toBeLessThanOrEqual(100);
    expect(Object.keys(photo.parts).sort()).toEqual(['colour', 'light', 'pose', 'sharpness', 'size']);
    expect(result.face.box.width).toBeGreaterThan(0.05);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('places the forehead above the nose and the nose above the chin', () => {
    const result = results.get('mpl-grace_hopper.jpg');
    const centreY = (key: string) => {
      const polygon = result?.zones.find((z) => z.key === key)?.polygon ?? [];
      return polygon.reduce((s, p) => s + p[1], 0) / polygon.length;
    };
    expect(centreY('forehead')).toBeLessThan(centreY('nose'));
    expect(centreY('nose')).toBeLessThan(centreY('chin'));
  });

  it('analyses the largest face of a group photo and says so', () => {
    const result = results.get('faceapi-sample5-group.jpg');
    expect(result?.quality.warnings).toContain(QUALITY_WARNINGS.multipleFaces);
    expect(results.get('mpl-grace_hopper.jpg')?.quality.warnings).not.toContain(
      QUALITY_WARNINGS.multipleFaces,
    );
  });

  it('measures more lines and roughness on the older face than on the young ones', () => {
    const older = results.get('mpl-grace_hopper.jpg');
    const younger = results.get('faceapi-sample6-face.jpg');
    expect(older?.measures.lineResponse).toBeGreaterThan(younger?.measures.lineResponse ?? 1);
    expect(older?.measures.textureRms).toBeGreaterThan(younger?.measures.textureRms ?? 10);
  });
});
