import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@pele/shared/routes';
import { describe, expect, it } from 'vitest';
import { routeDeployments } from './route-deployments';

const handlersDir = join(import.meta.dirname, '..', 'handlers');
const deployments = Object.entries(routeDeployments);

describe('route deployments', () => {
  it('deploy every route of the contract, and nothing the contract does not declare', () => {
    expect(Object.keys(routeDeployments).sort()).toEqual(Object.keys(routes).sort());
  });

  it('give each route its own handler module', () => {
    const modules = deployments.map(([, deployment]) => deployment.handler);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it.each(deployments)(
    '%s names a handler module that builds its pipeline from that very contract',
    (name, d) => {
      const file = join(handlersDir, `${d.handler}.ts`);
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, 'utf8');
      // The handler imports its own contract by name from the area's contract file (not the whole table)…
      expect(source).toMatch(
        new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '@pele/shared/routes/[\\w-]+'`),
      );
      expect(source).not.toMatch(/from '@pele\/shared\/routes'/);
      // …and builds its middy chain from it (possibly under an alias when a domain function has the name).
      const alias = new RegExp(`\\b${name} as (\\w+)`).exec(source)?.[1] ?? name;
      expect(source).toContain(`createHandler(${alias},`);
    },
  );
});
