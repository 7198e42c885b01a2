import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { consentToRecord, hasCurrentConsent, requirePhotoConsent } from './photo-consent';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const CURRENT = '2026-11-25';

describe('consent for face photos', () => {
  it('counts only a consent to the text in force', () => {
    expect(hasCurrentConsent({ version: CURRENT, givenAt: NOW.toISOString() }, CURRENT)).toBe(true);
    expect(hasCurrentConsent({ version: '2025-01-01', givenAt: NOW.toISOString() }, CURRENT)).toBe(false);
    expect(hasCurrentConsent(undefined, CURRENT)).toBe(false);
    expect(hasCurrentConsent(null, CURRENT)).toBe(false);
  });

  it('refuses a face photo without consent, or with a consent to an older text, with CONSENT_REQUIRED', () => {
    for (const profile of [{}, { photoConsent: { version: '2025-01-01', givenAt: NOW.toISOString() } }]) {
      const refused = (() => {
        try {
          requirePhotoConsent(profile, CURRENT);
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'CONSENT_REQUIRED' });
      expect((refused as Error).message).toMatch(/consentimento/);
    }
    expect(() =>
      requirePhotoConsent({ photoConsent: { version: CURRENT, givenAt: NOW.toISOString() } }, CURRENT),
    ).not.toThrow();
  });

  it('records a new consent with the version read and the time', () => {
    expect(consentToRecord(undefined, CURRENT, NOW, CURRENT)).toEqual({
      consent: { version: CURRENT, givenAt: NOW.toISOString() },
      changed: true,
    });
  });

  it('asks again after the text changed: a consent to the old version is replaced', () => {
    const old = { version: '2025-01-01', givenAt: '2025-01-02T00:00:00.000Z' };
    expect(consentToRecord(old, CURRENT, NOW, CURRENT)).toEqual({
      consent: { version: CURRENT, givenAt: NOW.toISOString() },
      changed: true,
    });
  });

  it('keeps the consent in force when the user agrees again to the same text', () => {
    const given = { version: CURRENT, givenAt: '2026-11-01T00:00:00.000Z' };
    expect(consentToRecord(given, CURRENT, NOW, CURRENT)).toEqual({ consent: given, changed: false });
  });

  it('refuses (409) a consent to a text that is not the one in force', () => {
    expect(() => consentToRecord(undefined, '2025-01-01', NOW, CURRENT)).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
  });
});
