import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The local stand-in for e-mail delivery: Cognito's messages (the reset-password link the custom-message
 * trigger builds) land here as one JSON file per mail, named by time so a plain sort is chronological.
 */
export interface OutgoingMail {
  to: string;
  subject?: string;
  html?: string;
  /** The code Cognito generated; fills the `{####}` placeholders cognito-local leaves behind. */
  code?: string;
}

export interface OutboxMail {
  to: string;
  subject: string;
  html: string;
  /** First http(s) link of the body, the one a test or a developer follows. */
  link: string | null;
  sentAt: string;
}

const codePlaceholder = '{####}';

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export const firstLink = (html: string): string | null => {
  const match = /https?:\/\/[^\s"'<>]+/.exec(html);
  return match ? decodeEntities(match[0]) : null;
};

/** cognito-local substitutes only the first `{####}` (String.replace); real Cognito fills every one. */
export const fillCode = (text: string, code: string | undefined) =>
  code === undefined ? text : text.split(codePlaceholder).join(code);

export const createOutbox = (dir: string, options: { quiet?: boolean } = {}) => {
  let sequence = 0;
  return {
    dir,
    async write(mail: OutgoingMail): Promise<OutboxMail> {
      await mkdir(dir, { recursive: true });
      const now = new Date();
      const html = fillCode(mail.html ?? '', mail.code);
      const stored: OutboxMail = {
        to: mail.to,
        subject: mail.subject ?? '',
        html,
        link: firstLink(html),
        sentAt: now.toISOString(),
      };
      sequence += 1;
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.json`;
      await writeFile(join(dir, name), `${JSON.stringify(stored, null, 2)}\n`);
      if (!options.quiet) console.log(`✉  ${stored.to}: ${stored.link ?? (stored.subject || '(sem link)')}`);
      return stored;
    },
  };
};
export type Outbox = ReturnType<typeof createOutbox>;

/** Every mail in the outbox, oldest first. */
export const readOutbox = async (dir: string): Promise<OutboxMail[]> => {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
  );
};

/** The newest mail sent to `to` (case-insensitive), for tests that follow a link. */
export const latestMailTo = async (dir: string, to: string) =>
  (await readOutbox(dir)).reverse().find((mail) => mail.to.toLowerCase() === to.toLowerCase());
