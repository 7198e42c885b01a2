import { expect } from '@playwright/test';
import { latestMailTo } from '../../../infra/local/stand-ins/ses/outbox';
import { e2eEnvironment } from './environment';

/** The link of the newest mail the local stack "sent" to `to` (Cognito's trigger writes it to the outbox). */
export const latestLinkTo = async (to: string) => {
  let link = '';
  await expect(async () => {
    const mail = await latestMailTo(e2eEnvironment.outboxDir, to);
    expect(mail?.link, `a mail with a link to ${to} in ${e2eEnvironment.outboxDir}`).toBeTruthy();
    link = mail?.link ?? '';
  }).toPass({ timeout: 5_000 });
  return link;
};
