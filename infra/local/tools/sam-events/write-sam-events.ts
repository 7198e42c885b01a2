/**
 * Writes one API Gateway HTTP API event per route (sam-events.ts) for `sam local invoke`:
 *   npm run sam-events [-- DIR]   (default cdk.out/events)
 * With the stacks synthesized first (`npx cdk synth`), it prints each route's command with its template and
 * function; otherwise each route's event file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteDef } from '@pele/shared/route-def';
import { routes } from '@pele/shared/routes';
import { repoRoot } from '../../paths';
import { samEvent } from './sam-events';

/** Each route's function in the synthesized templates: RoutesStack describes it as `METHOD /path (name)`. */
const functionsIn = (cdkOut: string) => {
  const found = new Map<string, string>();
  if (!existsSync(cdkOut)) return found;
  for (const file of readdirSync(cdkOut).filter((f) => f.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(join(cdkOut, file), 'utf8')) as {
      Resources?: Record<string, { Type: string; Properties?: { Description?: string } }>;
    };
    for (const [id, resource] of Object.entries(template.Resources ?? {})) {
      const named = /\((\w+)\)$/.exec(resource.Properties?.Description ?? '');
      if (resource.Type === 'AWS::Lambda::Function' && named?.[1]) found.set(named[1], `${file} ${id}`);
    }
  }
  return found;
};

const dir = process.argv[2] ?? join(repoRoot, 'cdk.out/events');
mkdirSync(dir, { recursive: true });
const functions = functionsIn(join(repoRoot, 'cdk.out'));
for (const [name, route] of Object.entries(routes) as [string, RouteDef][]) {
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(samEvent(name, route), null, 2)}\n`);
  const fn = functions.get(name);
  console.log(fn ? `sam local invoke -t cdk.out/${fn} -e ${file}` : `${name}: ${file}`);
}
console.log(`${Object.keys(routes).length} events in ${dir}`);
