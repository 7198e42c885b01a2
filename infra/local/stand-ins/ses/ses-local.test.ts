import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbox, readOutbox } from './outbox';
import { startSesLocal } from './ses-local';

let dir: string;
let ses: Awaited<ReturnType<typeof startSesLocal>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ses-local-'));
  ses = await startSesLocal({ port: 0, outbox: createOutbox(dir, { quiet: true }) });
});
afterAll(async () => {
  await ses.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the local SES stand-in', () => {
  it('puts a mail sent with the real SESv2 client into the outbox', async () => {
    const client = new SESv2Client({
      endpoint: ses.url,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    const sent = await client.send(
      new SendEmailCommand({
        FromEmailAddress: 'Pele.AI <no-reply@pele.ai.local>',
        Destination: { ToAddresses: ['ana@teste.pele.ai'] },
        Content: {
          Simple: {
            Subject: { Data: 'Seu teste grátis termina em 2 dias' },
            Body: {
              Html: { Data: '<p><a href="http://localhost:3000/subscription">Planos</a></p>' },
              Text: { Data: 'Planos' },
            },
          },
        },
      }),
    );
    expect(sent.MessageId).toBeTruthy();
    const [mail] = await readOutbox(dir);
    expect(mail).toMatchObject({
      to: 'ana@teste.pele.ai',
      subject: 'Seu teste grátis termina em 2 dias',
      link: 'http://localhost:3000/subscription',
    });
  });
});
