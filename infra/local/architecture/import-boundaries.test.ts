import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, readImportGraph } from './import-graph';
import { checkImports, handlersReachingDataDirectly } from './import-rules';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const edges = readImportGraph(repoRoot, ['shared/src', 'functions/src', 'frontend/src']);
const edge = (from: string, specifier: string, to?: string): ImportEdge => ({
  from,
  specifier,
  ...(to ? { to } : {}),
});

describe('import boundaries', () => {
  it('reads the real import graph (sanity: handlers import their contracts)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual(
      edge(
        'functions/src/handlers/products/get-product.ts',
        '@pele/shared/routes/products',
        'shared/src/routes/products.ts',
      ),
    );
  });

  it('hold across shared, functions and the frontend', () => {
    expect(checkImports(edges)).toEqual([]);
  });
});

describe('handlers reach data one way', () => {
  const handler = 'functions/src/handlers/orders/a.ts';
  const repository = (name: string) =>
    edge(handler, `../../adapters/dynamo/${name}`, `functions/src/adapters/dynamo/${name}.ts`);

  it('through a service once they join repositories or call an outside service', () => {
    expect(handlersReachingDataDirectly(edges)).toEqual([]);
  });

  it('refuses a handler joining two repositories, or calling Cognito, itself', () => {
    expect(
      handlersReachingDataDirectly([repository('orders-repository'), repository('products-repository')]),
    ).toHaveLength(1);
    expect(
      handlersReachingDataDirectly([
        edge(
          handler,
          '../../adapters/cognito/identity-provider',
          'functions/src/adapters/cognito/identity-provider.ts',
        ),
      ]),
    ).toHaveLength(1);
  });

  it('lets a handler read one repository, its keys, and services', () => {
    expect(
      handlersReachingDataDirectly([
        repository('orders-repository'),
        repository('keys'),
        edge(handler, '../../services/orders/cart', 'functions/src/services/orders/cart.ts'),
      ]),
    ).toEqual([]);
  });
});

describe('the skin engine (functions/src/skin-engine)', () => {
  const inEngine = (path: string | undefined) => path?.startsWith('functions/src/skin-engine/') === true;

  it('is reached from outside only through its entry, and reaches only itself, the domain and shared', () => {
    expect(
      checkImports([
        edge(
          'functions/src/handlers/analysis/analyzer.ts',
          '../../skin-engine/calibrate/calibrate',
          'functions/src/skin-engine/calibrate/calibrate.ts',
        ),
        edge(
          'functions/src/skin-engine/analyze-photo.ts',
          '../adapters/dynamo/table',
          'functions/src/adapters/dynamo/table.ts',
        ),
      ]).map((violation) => violation.rule),
    ).toEqual(['the skin engine is used through its entry', 'the skin engine stands alone']);
    expect(
      edges.filter((found) => !inEngine(found.from) && inEngine(found.to)).map((found) => found.to),
    ).toContain('functions/src/skin-engine/index.ts');
  });

  it('has no import circle among its files', () => {
    const next = new Map<string, string[]>();
    for (const found of edges.filter((e) => inEngine(e.from) && inEngine(e.to)))
      next.set(found.from, [...(next.get(found.from) ?? []), found.to as string]);
    const circles: string[][] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file]);
        return;
      }
      state.set(file, 'open');
      for (const to of next.get(file) ?? []) visit(to, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of next.keys()) visit(file, []);
    expect(next.size).toBeGreaterThan(20);
    expect(circles).toEqual([]);
  });
});

/** Every import reached from `files`, following the repo's own files (static and dynamic imports alike). */
const reachableFrom = (files: string[]) => {
  const seen = new Set<string>();
  const reached: ImportEdge[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const found of edges.filter((candidate) => candidate.from === file)) {
      reached.push(found);
      if (found.to) visit(found.to);
    }
  };
  for (const file of files) visit(file);
  return reached;
};

describe('the document pages (frontend/src/app/document-pages.ts)', () => {
  it("reach neither the app's router nor its query client, however deep: they hydrate without them", () => {
    // How main.tsx starts them and the frame it puts them in; the table loads the pages themselves.
    const reached = reachableFrom([
      'frontend/src/app/start-document-page.tsx',
      'frontend/src/app/page-frame.tsx',
    ]);
    expect(reached.map((found) => found.to)).toContain('frontend/src/features/landing/landing-page.tsx');
    expect(reached.map((found) => found.to)).toContain(
      'frontend/src/features/onboarding/onboarding-page.tsx',
    );
    expect(
      reached
        .filter((found) => /^(react-router|@tanstack\/)/.test(found.specifier))
        .map(({ from, specifier }) => `${from} → ${specifier}`),
    ).toEqual([]);
  });
});

describe('the rules refuse', () => {
  it.each([
    [
      'shared reaching a workspace',
      edge('shared/src/a.ts', '@pele/functions/config', 'functions/src/config.ts'),
    ],
    ['the domain reaching the AWS SDK', edge('functions/src/domain/x/a.ts', '@aws-sdk/lib-dynamodb')],
    [
      'the domain reaching an adapter',
      edge(
        'functions/src/domain/x/a.ts',
        '../../adapters/dynamo/keys',
        'functions/src/adapters/dynamo/keys.ts',
      ),
    ],
    [
      'an adapter reaching middleware',
      edge('functions/src/adapters/s/a.ts', '../../middleware/x', 'functions/src/middleware/x.ts'),
    ],
    [
      'a repository reaching another',
      edge(
        'functions/src/adapters/dynamo/reviews-repository.ts',
        './products-repository',
        'functions/src/adapters/dynamo/products-repository.ts',
      ),
    ],
    [
      "a feature reaching another feature's internals",
      edge(
        'frontend/src/features/home/a.tsx',
        '../products/components/product-card',
        'frontend/src/features/products/components/product-card.tsx',
      ),
    ],
    [
      'lib reaching a feature',
      edge('frontend/src/lib/a.ts', '../features/auth/index', 'frontend/src/features/auth/index.ts'),
    ],
  ])('%s', (_, broken) => {
    expect(checkImports([broken])).toHaveLength(1);
  });

  it("nothing of a feature's own files or another feature's public entry", () => {
    expect(
      checkImports([
        edge('frontend/src/features/home/a.tsx', './b', 'frontend/src/features/home/b.tsx'),
        edge('frontend/src/features/home/a.tsx', '../products', 'frontend/src/features/products/index.ts'),
        edge('functions/src/domain/x/a.ts', '@pele/shared/constants', 'shared/src/constants.ts'),
      ]),
    ).toEqual([]);
  });
});
