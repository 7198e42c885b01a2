import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  functionRuleBreaks,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
  MAX_LONG_FUNCTIONS,
  oversizedFiles,
  SIDE_EFFECT_FREE_WORKSPACES,
  SOURCE_FILE,
  type SourceText,
  unlistedSideEffectImports,
} from './house-rules';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** Every tracked source file as it is in the working tree (a file deleted but not yet committed is skipped). */
const repositoryFiles = (): SourceText[] =>
  execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => SOURCE_FILE.test(path) && existsSync(join(repoRoot, path)))
    .map((path) => ({ path, text: readFileSync(join(repoRoot, path), 'utf8') }));

const lines = (n: number, line = 'x;') => `${Array.from({ length: n }, () => line).join('\n')}\n`;
/** A function of `n` lines in all, its body filler statements. */
const fnOf = (name: string, n: number) => `export const ${name} = () => {\n${lines(n - 2, '  work();')}};\n`;

describe('house rules over the repository', () => {
  const files = repositoryFiles();

  it('reads the real sources (sanity: the engine and the frontend are among them)', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.map((file) => file.path)).toContain('functions/src/skin-engine/analyze-photo.ts');
  });

  it(`keeps every source file but data at ${MAX_FILE_LINES} lines or fewer`, () => {
    expect(oversizedFiles(files)).toEqual([]);
  });

  // Parsing every source file takes seconds on two busy cores.
  it(`has at most ${MAX_LONG_FUNCTIONS} functions over ${MAX_FUNCTION_LINES} lines, each saying why just above it`, () => {
    const { long, tooMany, withoutReason } = functionRuleBreaks(files);
    expect(tooMany, long.map((fn) => `${fn.path}:${fn.line} ${fn.name} (${fn.lines})`).join('\n')).toBe(
      false,
    );
    expect(withoutReason).toEqual([]);
  }, 60_000);
});

/** Each side-effect-free workspace's package.json `sideEffects`: false, or the modules that do have effects. */
const declaredSideEffects = (workspace: string): unknown =>
  JSON.parse(readFileSync(join(repoRoot, workspace, 'package.json'), 'utf8')).sideEffects;

describe('modules imported for their effect', () => {
  it('are listed as side effects by their workspace, so no bundle leaves them out', () => {
    const declared = SIDE_EFFECT_FREE_WORKSPACES.map((w) => [w, declaredSideEffects(w)] as const);
    for (const [workspace, value] of declared)
      expect(value === false || Array.isArray(value), `${workspace}/package.json sideEffects`).toBe(true);
    const listed = Object.fromEntries(
      declared.map(([workspace, value]) => [workspace, Array.isArray(value) ? (value as string[]) : []]),
    );
    expect(unlistedSideEffectImports(repositoryFiles(), listed)).toEqual([]);
  });

  it('names a bare import of an unlisted module, and lets a listed one and npm packages be', () => {
    const files = [
      {
        path: 'functions/src/middleware/a.ts',
        text: "import '@pele/shared/zod-locale';\nimport '../lib/setup';\n",
      },
      {
        path: 'functions/src/b.ts',
        text: "import './c';\nimport 'some-polyfill';\nimport { x } from './d';\n",
      },
    ];
    expect(unlistedSideEffectImports(files, { shared: ['./src/zod-locale.ts'], functions: [] })).toEqual([
      "functions/src/middleware/a.ts: import '../lib/setup'",
      "functions/src/b.ts: import './c'",
    ]);
  });
});

describe('house rules on examples that break them', () => {
  it('names a source file over the limit, and lets data and other files be', () => {
    expect(
      oversizedFiles([
        { path: 'functions/src/long.ts', text: lines(MAX_FILE_LINES + 1) },
        { path: 'frontend/src/styles/long.css', text: lines(MAX_FILE_LINES + 1, 'a { color: red; }') },
        { path: 'functions/src/at-limit.ts', text: lines(MAX_FILE_LINES) },
        { path: 'functions/src/seed/catalog/serums.ts', text: lines(900) },
        { path: 'functions/src/domain/ingredients/data/actives.ts', text: lines(900) },
        { path: 'functions/test/fixtures/labels/big.ts', text: lines(900) },
        { path: 'docs/long.md', text: lines(900) },
      ]),
    ).toEqual([
      { path: 'functions/src/long.ts', lines: MAX_FILE_LINES + 1 },
      { path: 'frontend/src/styles/long.css', lines: MAX_FILE_LINES + 1 },
    ]);
  });

  it('names a long function without a reason above it, and accepts one whose comment says why it is long', () => {
    const text = [
      fnOf('short', MAX_FUNCTION_LINES),
      fnOf('unexplained', MAX_FUNCTION_LINES + 1),
      '/** Does one thing. */\n',
      fnOf('commentedButNotWhy', MAX_FUNCTION_LINES + 5),
      '/** Longer than it should be, on purpose: one pass over the pixels. */\n',
      fnOf('explained', MAX_FUNCTION_LINES + 5),
      'export class Shape {\n  // Long on purpose: one switch over every kind.\n',
      `  area() {\n${lines(MAX_FUNCTION_LINES, '    work();')}  }\n}\n`,
    ].join('');
    const { long, tooMany, withoutReason } = functionRuleBreaks([{ path: 'functions/src/example.ts', text }]);
    expect(long.map((fn) => [fn.name, fn.lines])).toEqual([
      ['unexplained', MAX_FUNCTION_LINES + 1],
      ['commentedButNotWhy', MAX_FUNCTION_LINES + 5],
      ['explained', MAX_FUNCTION_LINES + 5],
      ['area', MAX_FUNCTION_LINES + 2],
    ]);
    expect(tooMany).toBe(false);
    expect(withoutReason).toEqual([
      'functions/src/example.ts:81 unexplained',
      'functions/src/example.ts:163 commentedButNotWhy',
    ]);
  });

  it('counts more long functions than allowed even when each says why, and leaves tests unmeasured', () => {
    const explained = Array.from(
      { length: MAX_LONG_FUNCTIONS + 1 },
      (_, i) => `/** Long on purpose. */\n${fnOf(`step${i}`, MAX_FUNCTION_LINES + 1)}`,
    ).join('\n');
    expect(functionRuleBreaks([{ path: 'infra/src/many.ts', text: explained }]).tooMany).toBe(true);
    expect(functionRuleBreaks([{ path: 'infra/src/many.test.ts', text: explained }]).long).toEqual([]);
  });
});
