import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENV_NAMES } from '@pele/functions/config';
import { DATA_FILES } from '@pele/functions/deployment/data-files';
import type { CfnResource } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { buildTestApp } from '../testing/test-app';
import { assetPathOf, TASK_ROOT } from './bundling';

type FunctionResource = {
  Properties: { Code?: { S3Key?: string }; Environment?: { Variables?: Record<string, string> } };
};

/**
 * The label scanner's create route reads the INCI dictionary from disk (never inlined in its bundle): bundles
 * the scans stack for real and checks the file is in the asset Lambda receives, at the path its environment
 * names, and that routes which do not read it carry neither the file nor the variable.
 */
describe('scanner asset', () => {
  it('ships the INCI dictionary beside the create-scan bundle and points INCI_DICTIONARY_PATH at it', () => {
    const { app, routeStacks } = buildTestApp(
      {},
      { context: { 'aws:cdk:bundling-stacks': ['PeleRoutesScans'] } },
    );
    const stack = routeStacks.find((candidate) => candidate.functions.has('createScan'));
    if (!stack) throw new Error('no stack holds createScan');
    expect(stack.stackName).toBe('PeleRoutesScans');
    const assembly = app.synth();
    const template = assembly.getStackByName(stack.stackName).template as {
      Resources: Record<string, FunctionResource>;
    };
    const resourceOf = (route: string) => {
      const fn = stack.functions.get(route)?.fn;
      if (!fn) throw new Error(`no function for ${route}`);
      const id = stack.resolve((fn.node.defaultChild as CfnResource).logicalId) as string;
      const resource = template.Resources[id];
      if (!resource) throw new Error(`no resource ${id}`);
      const key = resource.Properties.Code?.S3Key ?? '';
      return {
        asset: join(assembly.directory, `asset.${key.replace(/\.zip$/, '')}`),
        variables: resource.Properties.Environment?.Variables ?? {},
      };
    };

    const create = resourceOf('createScan');
    const path = create.variables[ENV_NAMES.inciDictionaryPath];
    expect(path).toBe(`${TASK_ROOT}/${assetPathOf('inciDictionary')}`);
    const shipped = join(create.asset, (path ?? '').slice(TASK_ROOT.length + 1));
    expect(existsSync(shipped), shipped).toBe(true);
    expect(readFileSync(shipped).equals(readFileSync(join(repoRoot, DATA_FILES.inciDictionary.source)))).toBe(
      true,
    );

    const list = resourceOf('listScans');
    expect(list.variables[ENV_NAMES.inciDictionaryPath]).toBeUndefined();
    expect(existsSync(join(list.asset, assetPathOf('inciDictionary')))).toBe(false);
  });
});
