import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { cleanLineText, cleanMultilineText, keepAsSent } from './clean-text';
import { routeList } from './routes';
import { createReviewBody } from './schemas/reviews';
import { updateProfileBody } from './schemas/users';

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; tx?: unknown } } };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const CLEANERS: readonly unknown[] = [cleanLineText, cleanMultilineText, keepAsSent];

/**
 * Every string leaf of a request schema, with its dotted path, and what is wrong with it: a string must be
 * cleaned (or kept as sent on purpose) and bounded, i.e. built with `text` or `secret` from schemas/common.
 */
const stringProblems = (schema: unknown, path: string, found: string[] = []): string[] => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const checks = ((def.checks as Check[] | undefined) ?? []).map((check) => check._zod.def);
      if (!checks.some((check) => check.check === 'overwrite' && CLEANERS.includes(check.tx)))
        found.push(`${path}: not cleaned (build it with text() or secret())`);
      if (!checks.some((check) => check.check === 'max_length')) found.push(`${path}: no maximum length`);
      break;
    }
    case 'object':
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>))
        stringProblems(field, `${path}.${name}`, found);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      stringProblems(def.innerType, path, found);
      break;
    case 'array':
      stringProblems(def.element, `${path}[]`, found);
      break;
    case 'union':
      for (const option of def.options as unknown[]) stringProblems(option, path, found);
      break;
    case 'intersection':
      stringProblems(def.left, path, found);
      stringProblems(def.right, path, found);
      break;
    case 'record':
      stringProblems(def.keyType, `${path}{key}`, found);
      stringProblems(def.valueType, `${path}{}`, found);
      break;
    case 'pipe':
      // A preprocess is a transform piped into the schema that checks; a string piped into a format
      // (e-mail) was cleaned by the first one.
      if (defOf(def.in).type === 'transform') stringProblems(def.out, path, found);
      else stringProblems(def.in, path, found);
      break;
    case 'any':
    case 'unknown':
      found.push(`${path}: accepts anything`);
      break;
    default:
      // numbers, booleans, enums, literals: nothing a client can smuggle text through.
      break;
  }
  return found;
};

describe('what routes accept as text', () => {
  it('cleans and bounds every string of every body, query and path', () => {
    const problems = routeList().flatMap(([name, route]) =>
      (['body', 'query', 'params'] as const).flatMap((part) =>
        route[part] ? stringProblems(route[part], `${name}.${part}`) : [],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('stores a review as plain, clean text: no NUL, no right-to-left override, HTML kept as text', () => {
    const parsed = createReviewBody.parse({
      productId: 'p1',
      rating: 5,
      title: ' Ótimo\u0000\u202E <script>alert(1)</script> ',
      content: 'Linha 1\r\nLinha\u202E 2\u0000',
    });
    expect(parsed.title).toBe('Ótimo <script>alert(1)</script>');
    expect(parsed.content).toBe('Linha 1\nLinha 2');
  });

  it('measures the length after cleaning', () => {
    const name = `${'a'.repeat(120)}${'\u0000'.repeat(50)}`;
    expect(updateProfileBody.parse({ name }).name).toBe('a'.repeat(120));
    expect(updateProfileBody.safeParse({ name: 'a'.repeat(121) }).success).toBe(false);
  });

  it('checks the walker itself: a bare string is reported', () => {
    const bare = { _zod: { def: { type: 'string', checks: [] } } } as unknown as z.ZodType;
    expect(stringProblems(bare, 'x')).toEqual([
      'x: not cleaned (build it with text() or secret())',
      'x: no maximum length',
    ]);
  });
});
