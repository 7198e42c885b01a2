import type { ImportEdge } from './import-graph';

/** A rule on the import direction: which files it applies to, and why an import of theirs is refused. */
export interface ImportRule {
  name: string;
  appliesTo: RegExp;
  /** A reason when the import breaks the rule, undefined when it is fine. */
  refuses: (edge: ImportEdge) => string | undefined;
}

const AWS_AND_MIDDY = /^(@aws-sdk\/|@middy\/|@aws-lambda-powertools\/|sharp$|@vladmandic\/|@tensorflow\/)/;
/** The files through which a frontend feature is used by others. */
const PUBLIC_ENTRIES = ['index.ts', 'access.ts'] as const;
const featureOf = (path: string | undefined) => /^frontend\/src\/features\/([^/]+)\//.exec(path ?? '')?.[1];

/**
 * The layers of the architecture (README, "Where things live"): shared ← functions' domain ← adapters ←
 * services/middleware ← handlers; the frontend's features talk to each other only through public entries.
 */
export const IMPORT_RULES: ImportRule[] = [
  {
    name: 'shared imports nothing of the workspaces',
    appliesTo: /^shared\/src\//,
    refuses: (edge) =>
      edge.specifier.startsWith('@pele/') || (edge.to !== undefined && !edge.to.startsWith('shared/'))
        ? 'shared is the contract every workspace reads; it may not depend on one'
        : undefined,
  },
  {
    name: 'the domain is pure',
    appliesTo: /^functions\/src\/domain\//,
    refuses: (edge) => {
      if (AWS_AND_MIDDY.test(edge.specifier)) return 'the domain may not reach AWS, middy or native modules';
      // Tests may check the rules against the sample catalog: plain data, no I/O.
      const sampleData = /\.test\.ts$/.test(edge.from) && edge.to?.startsWith('functions/src/seed/catalog/');
      if (edge.to && !sampleData && /^functions\/src\/(?!domain\/)/.test(edge.to))
        return 'the domain imports only the domain and shared (no adapter, middleware, service, handler, config)';
      return undefined;
    },
  },
  {
    name: 'adapters do not know the request pipeline',
    appliesTo: /^functions\/src\/adapters\//,
    refuses: (edge) =>
      edge.to && /^functions\/src\/(middleware|services|handlers|deployment)\//.test(edge.to)
        ? 'adapters may not import middleware, services, handlers or deployment'
        : undefined,
  },
  {
    name: 'the skin engine is used through its entry',
    appliesTo: /^functions\/src\/(?!skin-engine\/)/,
    refuses: (edge) =>
      edge.to?.startsWith('functions/src/skin-engine/') && edge.to !== 'functions/src/skin-engine/index.ts'
        ? 'import functions/src/skin-engine/index.ts: its stages are its own'
        : undefined,
  },
  {
    name: 'the skin engine stands alone',
    appliesTo: /^functions\/src\/skin-engine\//,
    refuses: (edge) =>
      edge.to && /^functions\/src\/(?!skin-engine\/|domain\/)/.test(edge.to)
        ? 'the engine imports only itself, the domain and shared (no adapter, service, handler or config)'
        : undefined,
  },
  {
    name: 'repositories do not import each other',
    appliesTo: /^functions\/src\/adapters\/dynamo\/[^/]+-repository\.ts$/,
    refuses: (edge) =>
      edge.to && /-repository\.ts$/.test(edge.to) && edge.to !== edge.from
        ? 'a repository owns its items; join repositories in a service'
        : undefined,
  },
  {
    name: 'handlers are entry points',
    appliesTo: /^functions\/src\/(?!handlers\/)/,
    refuses: (edge) =>
      edge.to?.startsWith('functions/src/handlers/')
        ? 'nothing imports a handler but its runtime'
        : undefined,
  },
  {
    name: 'frontend lib and components import no feature',
    appliesTo: /^frontend\/src\/(lib|components)\//,
    refuses: (edge) =>
      featureOf(edge.to) ? 'lib and components are below the features; pass what they need in' : undefined,
  },
  {
    name: 'a feature imports another feature only through its public entry',
    appliesTo: /^frontend\/src\/features\//,
    refuses: (edge) => {
      const own = featureOf(edge.from);
      const other = featureOf(edge.to);
      if (!other || other === own) return undefined;
      // A feature has two public entries: index.ts (its screens and hooks) and, for what other features need
      // on their first paint without its screens' code and styles, access.ts (a bundler keeps every
      // side-effectful module, a CSS import included, that a barrel re-exports).
      return PUBLIC_ENTRIES.some((entry) => edge.to === `frontend/src/features/${other}/${entry}`)
        ? undefined
        : `import features/${other}/index.ts (or its access.ts) instead of its internals`;
    },
  },
];

/** Adapter modules that read or write the table; the pure helpers beside them (keys, item shapes) do not count. */
const DATA_ACCESS =
  /^functions\/src\/adapters\/dynamo\/(?!keys\.ts$|items\.ts$|table-definition\.ts$|money-attributes\.ts$)[^/]+\.ts$/;
/** Adapters of services outside the table: Cognito, Lambda, SES, Stripe, S3, the engine, image processing. */
const EXTERNAL_SERVICE =
  /^functions\/src\/adapters\/(cognito|lambda|mail|payments|storage|analyzer|images|inci)\//;
const HANDLER = /^functions\/src\/handlers\/.+(?<!\.test)\.ts$/;

/**
 * One way for a handler to reach data: a handler may read one repository itself (a route that only lists what
 * one repository holds needs no service), but one that touches two or more, or any service outside the table,
 * goes through a service (functions/src/services/). A rule over each handler's imports together.
 */
export const handlersReachingDataDirectly = (edges: ImportEdge[]): Violation[] => {
  const reached = new Map<string, Set<string>>();
  for (const edge of edges)
    if (HANDLER.test(edge.from) && edge.to && (DATA_ACCESS.test(edge.to) || EXTERNAL_SERVICE.test(edge.to)))
      reached.set(edge.from, (reached.get(edge.from) ?? new Set()).add(edge.to));
  return [...reached].flatMap(([from, targets]) => {
    const external = [...targets].filter((to) => EXTERNAL_SERVICE.test(to));
    if (external.length === 0 && targets.size < 2) return [];
    return [
      {
        rule: 'a handler reaches data through a service',
        from,
        specifier: [...targets].join(', '),
        reason:
          external.length > 0
            ? 'a handler calls no outside service itself: put the use case in functions/src/services/'
            : 'a handler that joins repositories leaves it to a service in functions/src/services/',
      },
    ];
  });
};

export interface Violation {
  rule: string;
  from: string;
  specifier: string;
  reason: string;
}

export const checkImports = (edges: ImportEdge[], rules: ImportRule[] = IMPORT_RULES): Violation[] =>
  edges.flatMap((edge) =>
    rules
      .filter((rule) => rule.appliesTo.test(edge.from))
      .flatMap((rule) => {
        const reason = rule.refuses(edge);
        return reason ? [{ rule: rule.name, from: edge.from, specifier: edge.specifier, reason }] : [];
      }),
  );
