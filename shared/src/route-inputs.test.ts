import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cleanLineText, cleanMultilineText, keepAsSent } from './clean-text';
import { routeList } from './routes';
import { adminProductsQuery, createProductBody, updatePlanBody } from './schemas/admin';
import { DECIMAL_NUMBER_TEXT, preprocess, WHOLE_NUMBER_TEXT } from './schemas/common';
import { setCartQuantityBody } from './schemas/orders';
import { listProductsQuery, PRODUCT_CATEGORIES } from './schemas/products';
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
    const bare = { _zod: { def: { type: 'string', checks: [] } } } as unknown as z.ZodMiniType;
    expect(stringProblems(bare, 'x')).toEqual([
      'x: not cleaned (build it with text() or secret())',
      'x: no maximum length',
    ]);
  });
});

const NUMBER_PATTERNS: readonly string[] = [WHOLE_NUMBER_TEXT.source, DECIMAL_NUMBER_TEXT.source];
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch'];

/** Whether a schema reads text as a number only in plain decimal notation: `numberText` of schemas/common. */
const isNumberText = (schema: unknown): boolean => {
  const def = defOf(schema);
  if (def.type !== 'pipe' || defOf(def.out).type !== 'transform') return false;
  const text = defOf(def.in);
  const checks = ((text.checks as Check[] | undefined) ?? []).map((check) => check._zod.def);
  return (
    text.type === 'string' &&
    checks.some(
      (check) =>
        check.check === 'string_format' &&
        NUMBER_PATTERNS.includes(String((check as { pattern?: RegExp }).pattern?.source)),
    )
  );
};

/**
 * Every number leaf of a request schema that something other than JSON or plain decimal text can become:
 * `z.coerce` (Number(true) is 1, Number('0x10') 16, Number('') 0), or a preprocess or transform feeding a
 * number, which can coerce just the same. A number is fine when it takes the JSON value as it came or when it
 * is piped from `numberText`.
 */
const numberProblems = (schema: unknown, path: string, fed = false, found: string[] = []): string[] => {
  const def = defOf(schema);
  if (WRAPPERS.includes(def.type)) return numberProblems(def.innerType, path, fed, found);
  switch (def.type) {
    case 'number':
    case 'bigint':
      if (def.coerce) found.push(`${path}: coerced (z.coerce)`);
      else if (fed) found.push(`${path}: fed by a preprocess or transform`);
      break;
    case 'object':
      for (const [name, field] of Object.entries(def.shape as Record<string, unknown>))
        numberProblems(field, `${path}.${name}`, false, found);
      break;
    case 'array':
      numberProblems(def.element, `${path}[]`, false, found);
      break;
    case 'union':
      for (const option of def.options as unknown[]) numberProblems(option, path, false, found);
      break;
    case 'intersection':
      numberProblems(def.left, path, false, found);
      numberProblems(def.right, path, false, found);
      break;
    case 'record':
      numberProblems(def.valueType, `${path}{}`, false, found);
      break;
    case 'pipe':
      numberProblems(def.in, path, fed, found);
      // What comes out of numberText was plain decimal text; what any other transform hands on is suspect.
      numberProblems(
        def.out,
        path,
        isNumberText(def.in) ? false : ['transform', 'pipe'].includes(defOf(def.in).type) || fed,
        found,
      );
      break;
    default:
      break;
  }
  return found;
};

describe('what routes accept as numbers', () => {
  it('builds no number of any body, query or path by coercion', () => {
    const problems = routeList().flatMap(([name, route]) =>
      (['body', 'query', 'params'] as const).flatMap((part) =>
        route[part] ? numberProblems(route[part], `${name}.${part}`) : [],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('checks the walker itself: coercion and a preprocess into a number are reported', () => {
    expect(numberProblems(z.object({ n: z.coerce.number() }), 'x')).toEqual(['x.n: coerced (z.coerce)']);
    expect(numberProblems(z.object({ n: preprocess(Number, z.number()) }), 'x')).toEqual([
      'x.n: fed by a preprocess or transform',
    ]);
    expect(
      numberProblems(z.object({ n: z.pipe(z.pipe(z.string(), z.transform(Number)), z.number()) }), 'x'),
    ).toEqual(['x.n: fed by a preprocess or transform']);
    expect(numberProblems(z.object({ n: z.optional(z.number()) }), 'x')).toEqual([]);
  });

  it('takes a cart quantity only as a JSON number', () => {
    for (const quantity of [true, [3], '0x10', null, '', '3'])
      expect(setCartQuantityBody.safeParse({ quantity }).success, JSON.stringify(quantity)).toBe(false);
    expect(setCartQuantityBody.parse({ quantity: 3 })).toEqual({ quantity: 3 });
  });

  it('takes prices and stock only as JSON numbers', () => {
    const product = {
      name: 'Sérum',
      brand: 'Marca',
      description: 'Descrição',
      category: PRODUCT_CATEGORIES[0],
      price: 10,
      countInStock: 1,
    };
    expect(createProductBody.safeParse(product).success).toBe(true);
    for (const price of ['0x10', '16', true, null, ''])
      expect(createProductBody.safeParse({ ...product, price }).success, JSON.stringify(price)).toBe(false);
    expect(createProductBody.safeParse({ ...product, countInStock: [3] }).success).toBe(false);
    expect(updatePlanBody.safeParse({ price: '0x10' }).success).toBe(false);
  });

  it('reads query numbers in plain decimal notation only', () => {
    expect(adminProductsQuery.parse({ page: '2', limit: '20' })).toMatchObject({ page: 2, limit: 20 });
    expect(adminProductsQuery.parse({ page: '' })).toMatchObject({ page: 1 });
    for (const page of ['0x10', '1e2', '-1', '+1', '1.5', 'dois', '0'])
      expect(adminProductsQuery.safeParse({ page }).success, page).toBe(false);
    expect(listProductsQuery.parse({ minPrice: '10.5', minRating: '4.5' })).toMatchObject({
      minPrice: 10.5,
      minRating: 4.5,
    });
    for (const minPrice of ['0x10', '1e2', '10,5', 'Infinity'])
      expect(listProductsQuery.safeParse({ minPrice }).success, minPrice).toBe(false);
  });
});
