import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testStack } from '../../infra/local/tools/test-runner/test-stack';
import { registerUser } from './http';
import { setTrialEnd } from './table';

/**
 * The scheduled trial reminder against the local stack: the job module runs here with the stack's environment
 * (as the local run's scheduler runs it), sends through the SES stand-in into the outbox, and only once.
 */
const mailsTo = async (address: string) => {
  const dir = testStack().outboxDir;
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8'))),
  );
  return mails.filter((mail) => String(mail.to).toLowerCase() === address.toLowerCase());
};

let runJob: (event: { time: string }) => Promise<{ sent: number }>;

beforeAll(async () => {
  Object.assign(process.env, testStack().env);
  runJob = (await import('../src/handlers/jobs/trial-reminders')).handler as typeof runJob;
});

describe('trial reminder', () => {
  it('e-mails a user two days before the trial ends, once', async () => {
    const user = await registerUser('trial-reminder');
    const now = new Date();
    await setTrialEnd(user.id, new Date(now.getTime() + 36 * 3600 * 1000).toISOString());
    await runJob({ time: now.toISOString() });
    await runJob({ time: now.toISOString() });
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Seu teste grátis do Pele.AI termina em 2 dias' });
    expect(mails[0].html).toContain('Nada será cobrado');
    expect(mails[0].link).toMatch(/\/subscription$/);
  });

  it('leaves alone a trial that ends later, or has ended', async () => {
    const later = await registerUser('trial-later');
    const ended = await registerUser('trial-ended');
    const now = new Date();
    await setTrialEnd(later.id, new Date(now.getTime() + 4 * 24 * 3600 * 1000).toISOString());
    await setTrialEnd(ended.id, new Date(now.getTime() - 3600 * 1000).toISOString());
    await runJob({ time: now.toISOString() });
    expect(await mailsTo(later.email)).toEqual([]);
    expect(await mailsTo(ended.email)).toEqual([]);
  });
});
