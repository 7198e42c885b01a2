import type { RouteDef } from '@pele/shared/route-def';
import fc from 'fast-check';
import type { z } from 'zod/mini';

/** Characters that have hurt text handling somewhere: NUL and controls, bidi overrides and isolates, joiners. */
export const hostileChars = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2069',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\r\n',
  '\u2028',
  '\ud83d\ude00',
  'e\u0301',
  '<script>alert(1)</script>',
  '"; DROP TABLE x; --',
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}',
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.array(fc.constantFrom(...hostileChars), { maxLength: 6 }).map((parts) => parts.join('')),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...hostileChars), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
  },
  // Past every declared maximum, and far past it.
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(257), 'é'.repeat(5_001), 'a'.repeat(70_000)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', 'a@b.co', 'null', 'true', '0', '-1', 'NaN', 'premium-mensal'),
  },
);

export const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, 5e-324, 0.1, 10 ** 21),
);

/** A value of some other JSON type than the schema wants. */
export const wrongType = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

export type Def = { type: string; [key: string]: unknown };
export const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Values shaped by a zod schema: mostly the right type with hostile contents, sometimes the wrong type, and
 * objects with fields left out and fields added. Depth-limited: arrays of objects of arrays stay small.
 */
export const fromSchema = (schema: z.ZodMiniType, depth = 0): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object': {
        const shape = def.shape as Record<string, z.ZodMiniType>;
        const fields = Object.fromEntries(
          Object.entries(shape).map(([key, field]) => [key, fromSchema(field, depth + 1)]),
        );
        return fc
          .tuple(
            fc.record(fields, { requiredKeys: [] }),
            fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
          )
          .map(([known, extra]) => ({ ...extra, ...known }));
      }
      case 'string':
        return hostileString;
      case 'number':
        return hostileNumber;
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(fromSchema(def.element as z.ZodMiniType, depth + 1), { maxLength: 4 });
      case 'optional':
      case 'default':
        return fc.option(fromSchema(def.innerType as z.ZodMiniType, depth), { nil: undefined });
      case 'nullable':
        return fc.option(fromSchema(def.innerType as z.ZodMiniType, depth), { nil: null });
      case 'pipe':
        return fromSchema(def.in as z.ZodMiniType, depth);
      case 'union':
        return fc.oneof(...(def.options as z.ZodMiniType[]).map((option) => fromSchema(option, depth)));
      default:
        // transform and anything newer: the schema cannot say, so anything JSON.
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: wrongType });
};

/** What one case sends: a JSON value or raw text as the body, query parameters, path parameters. */
export interface Case {
  body?: { json: unknown } | { raw: string };
  query: Record<string, string>;
  params: Record<string, string>;
}

export const queryValue = fc.oneof(
  hostileString,
  hostileNumber.map(String),
  fc.constantFrom('1', '5', '100', '-3', '1e9', '7d', 'morning', 'price_asc'),
);

export const caseFor = (route: RouteDef): fc.Arbitrary<Case> => {
  const body: fc.Arbitrary<Case['body']> = route.body
    ? fc.oneof(
        { weight: 6, arbitrary: fromSchema(route.body).map((json) => ({ json })) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ raw })) },
      )
    : fc.option(
        fc.jsonValue({ maxDepth: 2 }).map((json) => ({ json })),
        { nil: undefined },
      );
  const queryKeys = route.query ? Object.keys((defOf(route.query).shape as object) ?? {}) : [];
  const query = fc
    .tuple(
      fc.record(Object.fromEntries(queryKeys.map((key) => [key, queryValue])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), queryValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string>);
  const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        fc.oneof(
          hostileString.filter((value) => value.length > 0 && value.length < 3_000),
          fc.uuid(),
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  return fc.record({ body, query, params });
};
