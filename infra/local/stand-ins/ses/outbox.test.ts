import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, fillCode, firstLink, latestMailTo, readOutbox } from './outbox';

describe('outbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('finds the first http(s) link and decodes HTML entities in it', () => {
    expect(
      firstLink('<p>Oi</p><a href="http://localhost:3000/reset-password?token=abc.123&amp;x=1">ir</a>'),
    ).toBe('http://localhost:3000/reset-password?token=abc.123&x=1');
    expect(firstLink('<p>sem link</p>')).toBeNull();
  });

  it('fills every code placeholder, not only the first one cognito-local replaces', () => {
    expect(fillCode('a {####} b {####}', '123456')).toBe('a 123456 b 123456');
    expect(fillCode('a {####}', undefined)).toBe('a {####}');
  });

  it('writes one file per mail and returns the newest mail to an address', async () => {
    const outbox = createOutbox(dir, { quiet: true });
    await outbox.write({
      to: 'Ana@Example.com',
      subject: 'Primeiro',
      html: '<a href="https://x.test/1">1</a>',
    });
    await outbox.write({ to: 'bia@example.com', subject: 'Outro', html: '' });
    await outbox.write({
      to: 'ana@example.com',
      subject: 'Segundo',
      html: '<a href="https://x.test/{####}">2</a>',
      code: '99',
    });
    expect(await readdir(dir)).toHaveLength(3);
    expect((await readOutbox(dir)).map((mail) => mail.subject)).toEqual(['Primeiro', 'Outro', 'Segundo']);
    expect(await latestMailTo(dir, 'ANA@example.com')).toMatchObject({
      subject: 'Segundo',
      link: 'https://x.test/99',
    });
    expect(await latestMailTo(dir, 'nobody@example.com')).toBeUndefined();
  });
});
