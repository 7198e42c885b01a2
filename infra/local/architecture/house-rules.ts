/**
 * The size rules the code keeps: no source file over MAX_FILE_LINES lines but data, and at most
 * MAX_LONG_FUNCTIONS functions over MAX_FUNCTION_LINES lines, each with a comment just above it saying why it is
 * long. Pure: the test feeds it the repository's files, or small examples that break a rule.
 */
import { posix } from 'node:path';
import ts from 'typescript';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 80;
export const MAX_LONG_FUNCTIONS = 10;

/** Files held to the size rules: sources, their tests and styles. */
export const SOURCE_FILE = /\.(ts|tsx|css|mjs)$/;

/** Data rather than code: the seed catalog, the ingredient tables and test fixtures may be as long as they are. */
export const DATA_FILE = [
  /^functions\/src\/seed\/catalog\//,
  /^functions\/src\/domain\/ingredients\/data\//,
  /\/fixtures\//,
];

/** Files whose functions are measured: code that runs, not tests, end-to-end journeys or type declarations. */
export const MEASURED_FILE = /\.tsx?$/;
export const UNMEASURED_FILE = [/\.test\.tsx?$/, /(^|\/)e2e\//, /\.d\.ts$/];

export interface SourceText {
  path: string;
  text: string;
}

export const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The source files over MAX_FILE_LINES that are not data, with their line counts. */
export const oversizedFiles = (files: readonly SourceText[]) =>
  files
    .filter(({ path }) => SOURCE_FILE.test(path) && !DATA_FILE.some((data) => data.test(path)))
    .map(({ path, text }) => ({ path, lines: lineCount(text) }))
    .filter(({ lines }) => lines > MAX_FILE_LINES);

export interface LongFunction {
  path: string;
  /** 1-based line of the function's start. */
  line: number;
  name: string;
  lines: number;
  /** The comment just above the function's declaration that says why it is long, if there is one. */
  reason?: string;
}

const isFunction = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isMethodDeclaration(node);

const nameOf = (node: ts.Node) => {
  const own = (node as ts.FunctionDeclaration).name?.getText();
  if (own) return own;
  return ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)';
};

/** The statement or member a function is declared by: where its comment stands (`const f = () =>` or `f() {}`). */
const declarationOf = (node: ts.Node) => {
  let at: ts.Node = node;
  while (
    at.parent &&
    !ts.isSourceFile(at.parent) &&
    !ts.isBlock(at.parent) &&
    !ts.isClassLike(at.parent) &&
    !ts.isObjectLiteralExpression(at.parent) &&
    !ts.isModuleBlock(at.parent)
  )
    at = at.parent;
  return at;
};

/** A reason is a comment that speaks of the length: "long", "longer", "length". */
const SAYS_WHY_LONG = /\blong(er)?\b|\blength\b/i;

const reasonAbove = (source: ts.SourceFile, node: ts.Node) => {
  const declaration = declarationOf(node);
  const comments = ts.getLeadingCommentRanges(source.text, declaration.getFullStart()) ?? [];
  const last = comments.at(-1);
  if (!last) return undefined;
  const text = source.text.slice(last.pos, last.end);
  return SAYS_WHY_LONG.test(text) ? text : undefined;
};

/** Every function of one file over MAX_FUNCTION_LINES lines, measured from its first line to its last. */
export const longFunctions = ({ path, text }: SourceText): LongFunction[] => {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_FUNCTION_LINES) {
        const reason = reasonAbove(source, node);
        found.push({ path, line: first + 1, name: nameOf(node), lines, ...(reason ? { reason } : {}) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** What breaks the function rules: too many long functions, and each long one without its reason. */
export const functionRuleBreaks = (files: readonly SourceText[]) => {
  const long = files
    .filter(({ path }) => MEASURED_FILE.test(path) && !UNMEASURED_FILE.some((skip) => skip.test(path)))
    .flatMap(longFunctions);
  return {
    long,
    tooMany: long.length > MAX_LONG_FUNCTIONS,
    withoutReason: long
      .filter((fn) => fn.reason === undefined)
      .map((fn) => `${fn.path}:${fn.line} ${fn.name}`),
  };
};

/**
 * `functions` and `shared` tell bundlers their modules have no side effects (package.json `sideEffects`), so a
 * Lambda's bundle leaves out a module none of whose exports it uses. A module imported only for what its import
 * does (`import './x'`) would then be left out with its effect: such imports name a module the workspace lists.
 */
export const SIDE_EFFECT_FREE_WORKSPACES = ['functions', 'shared'] as const;

/** Bare imports (`import '…'`) of a workspace's own modules that its package.json does not list as side effects. */
export const unlistedSideEffectImports = (
  files: readonly SourceText[],
  listed: Readonly<Record<string, readonly string[]>>,
): string[] =>
  files.flatMap(({ path, text }) =>
    [...text.matchAll(/^import\s+['"]([^'"]+)['"];?$/gm)].flatMap(([, target = '']) => {
      const workspace = target.startsWith('@pele/')
        ? target.split('/')[1]
        : target.startsWith('.')
          ? path.split('/')[0]
          : undefined;
      if (!workspace || !(SIDE_EFFECT_FREE_WORKSPACES as readonly string[]).includes(workspace)) return [];
      const module = target.startsWith('@pele/')
        ? `./src/${target.split('/').slice(2).join('/')}`
        : `./${posix.join(posix.dirname(path).split('/').slice(1).join('/'), target)}`;
      const allowed = (listed[workspace] ?? []).some((entry) => module === entry || `${module}.ts` === entry);
      return allowed ? [] : [`${path}: import '${target}'`];
    }),
  );
