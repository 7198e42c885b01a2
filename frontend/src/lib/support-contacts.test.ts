import { routes } from '@pele/shared/routes';
import { describe, expect, it } from 'vitest';
import { mailLink, PUBLIC_SETTINGS_PATH, supportChatLink } from './support-contacts';

describe('support contacts', () => {
  it('reads the route of the public settings', () => {
    expect(PUBLIC_SETTINGS_PATH).toBe(routes.publicSettings.path);
  });

  it('chats on WhatsApp with the number staff set, the message prefilled', () => {
    const url = new URL(supportChatLink('+55 (11) 4000-1234', 'Olá! Preciso de ajuda.') ?? '');
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe('/551140001234');
    expect(url.searchParams.get('text')).toBe('Olá! Preciso de ajuda.');
  });

  it('offers no chat at all while no number is set', () => {
    expect(supportChatLink('', 'Olá!')).toBeUndefined();
    expect(supportChatLink(' - ', 'Olá!')).toBeUndefined();
  });

  it('writes to an address only when there is one', () => {
    expect(mailLink('dpo@pele.ai')).toBe('mailto:dpo@pele.ai');
    expect(mailLink('')).toBeUndefined();
  });
});
