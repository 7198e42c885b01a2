import { formatBRL } from '@pele/shared/plan-labels';

/** The reminder goes out two days before the trial ends (issue: fair by design, no surprise). */
export const REMINDER_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether a trial ending at `trialEndsAt` is inside its reminder window now (and not over yet). */
export const dueForReminder = (trialEndsAt: string, now: Date) => {
  const end = Date.parse(trialEndsAt);
  return end - REMINDER_BEFORE_MS <= now.getTime() && now.getTime() < end;
};

/** The UTC days whose trials can be due now: today and the next two (the index is by UTC day of the end). */
export const candidateDays = (now: Date) =>
  [0, 1, 2].map((offset) =>
    new Date(now.getTime() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  );

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The pt-BR e-mail: when the trial ends, what happens then (nothing is charged), and how to subscribe. */
export const trialReminderMail = (input: {
  name: string;
  trialEndsAt: string;
  appUrl: string;
  cheapestPlan: { name: string; price: number } | null;
}) => {
  const when = new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(input.trialEndsAt));
  const link = `${input.appUrl.replace(/\/$/, '')}/subscription`;
  const firstName = input.name.split(' ')[0] || input.name;
  const plan = input.cheapestPlan
    ? `O ${input.cheapestPlan.name} custa ${formatBRL(input.cheapestPlan.price)} e você pode cancelar a qualquer momento.`
    : 'Você pode cancelar a qualquer momento.';
  const lines = [
    `Olá, ${firstName}!`,
    `Seu teste grátis do Pele.AI termina em ${when}.`,
    'Nada será cobrado automaticamente: depois dessa data, a análise de pele, o histórico e o progresso ficam disponíveis só para assinantes Premium.',
    plan,
  ];
  return {
    subject: 'Seu teste grátis do Pele.AI termina em 2 dias',
    text: `${lines.join('\n\n')}\n\nAssinar: ${link}`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Conhecer os planos</a></p>`,
  };
};
