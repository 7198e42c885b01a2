import { describe, expect, it } from 'vitest';
import { candidateDays, dueForReminder, trialReminderMail } from './trial-reminder';

const now = new Date('2026-11-22T12:00:00Z');

describe('trial reminder', () => {
  it('is due from two days before the trial ends until it ends', () => {
    expect(dueForReminder('2026-11-24T11:00:00Z', now)).toBe(true);
    expect(dueForReminder('2026-11-22T12:30:00Z', now)).toBe(true);
    expect(dueForReminder('2026-11-24T12:30:00Z', now)).toBe(false);
    expect(dueForReminder('2026-11-22T11:00:00Z', now)).toBe(false);
  });
  it('looks at the trials ending today and on the next two days', () => {
    expect(candidateDays(now)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
  });
  it('says when the trial ends, that nothing is charged, and links to the plans', () => {
    const mail = trialReminderMail({
      name: 'Ana <Souza>',
      trialEndsAt: '2026-11-24T15:00:00Z',
      appUrl: 'https://pele.example.com/',
      cheapestPlan: { name: 'Premium Mensal', price: 29.9 },
    });
    expect(mail.subject).toBe('Seu teste grátis do Pele.AI termina em 2 dias');
    expect(mail.text).toContain('24 de novembro de 2026');
    expect(mail.text).toContain('Nada será cobrado');
    expect(mail.text).toContain('R$ 29,90');
    expect(mail.html).toContain('href="https://pele.example.com/subscription"');
    expect(mail.html).toContain('Ana');
    expect(mail.html).not.toContain('<Souza>');
  });
});
