import { describe, expect, it } from 'vitest';
import { mergeSettings } from './settings';

const current = {
  supportPhone: '5511988887777',
  supportEmail: 'suporte@pele.ai',
  privacyEmail: 'privacidade@pele.ai',
  freeTrialDays: 7,
};

describe('mergeSettings', () => {
  it('changes only what the body names', () => {
    expect(mergeSettings(current, { supportEmail: 'ajuda@pele.ai' })).toEqual({
      ...current,
      supportEmail: 'ajuda@pele.ai',
    });
  });

  it("unsets a contact with '' and keeps a trial of 0 days", () => {
    expect(mergeSettings(current, { supportPhone: '', privacyEmail: '', freeTrialDays: 0 })).toEqual({
      supportPhone: '',
      supportEmail: 'suporte@pele.ai',
      privacyEmail: '',
      freeTrialDays: 0,
    });
  });
});
