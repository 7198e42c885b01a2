import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { responseSchema } from './schema';

const here = import.meta.dirname;
const modules = [
  ...readdirSync(here).map((f) => join(here, f)),
  ...readdirSync(join(here, 'admin')).map((f) => join(here, 'admin', f)),
].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** A top-level initializer that runs a call at import (calls inside a function run later, when it is called). */
const callsAtImport = (node: ts.Node): boolean => {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return true;
  return ts.forEachChild(node, callsAtImport) ?? false;
};

/** The top-level declarations of a module that build a zod schema at import without `/* @__PURE__ *\/ schema(…)`. */
const unmarkedSchemas = (file: string, text: string): string[] => {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return source.statements.filter(ts.isVariableStatement).flatMap((statement) =>
    statement.declarationList.declarations.flatMap((declaration) => {
      const init = declaration.initializer;
      if (!init || !callsAtImport(init) || !/\bz\./.test(init.getText(source))) return [];
      const marked =
        ts.isCallExpression(init) &&
        ['schema', 'responseSchema'].includes(init.expression.getText(source)) &&
        text.slice(init.getFullStart(), init.getStart(source)).includes('@__PURE__');
      return marked ? [] : [`${relative(here, file)}: ${declaration.name.getText(source)}`];
    }),
  );
};

describe('schema declarations', () => {
  it('declares every top-level schema pure, so a bundle drops the ones it does not use', () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.flatMap((file) => unmarkedSchemas(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds a schema declared without the mark (the check above can fail)', () => {
    const text = [
      "import * as z from 'zod/mini';",
      "import { schema } from './schema';",
      'export const marked = /* @__PURE__ */ schema(() => z.string());',
      'export const unmarked = z.object({ a: z.string() });',
      'export const unpure = schema(() => z.string());',
      'export const helper = (max: number) => z.string().check(z.maxLength(max));',
      "export const words = { a: ['x', 'y'].join(' ') };",
    ].join('\n');
    expect(unmarkedSchemas(join(here, 'example.ts'), text)).toEqual([
      'example.ts: unmarked',
      'example.ts: unpure',
    ]);
  });

  it('leaves out of a bundle the schemas of a module it does not use', async () => {
    const result = await build({
      stdin: {
        contents: "import { adminProductsQuery } from './admin/products'; console.log(adminProductsQuery);",
        resolveDir: here,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      external: ['zod'],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    // The page query is built; the product form's fields (a purchase link must be https) and the image
    // upload's body are not.
    expect(code).toMatch(/\bvar adminProductsQuery\b/);
    expect(code).not.toMatch(/\bvar purchaseUrl\b/);
    expect(code).not.toMatch(/\bvar productImageUploadBody\b/);
  });

  it('builds a response schema on its first parse, once, and still refuses what does not match', () => {
    const build = vi.fn(() => z.object({ id: z.string() }));
    const response = responseSchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(response.safeParse({ id: 'a' }).success).toBe(true);
    expect(response.safeParse({ id: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
