import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeDeployments } from '@pele/functions/deployment/route-deployments';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFrontend, frontendBuildNeeded } from '../local/stack/frontend-build';
import {
  COGNITO_ADMIN_ACTIONS,
  COGNITO_AUTH_ACTIONS,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from './constructs/route-grants';
import { frontendDist } from './paths';

/**
 * What CloudFront serves to every browser is the route contract only: the deployment half of the route table
 * (handler modules, IAM grants) stays on the server side. Reads the built SPA, building it first when stale.
 */
let javascript = '';

beforeAll(async () => {
  if (frontendBuildNeeded()) await buildFrontend();
  const assets = join(frontendDist, 'assets');
  javascript = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
}, 180_000);

const deployments = Object.values(routeDeployments);
const grantNames = [...new Set(deployments.flatMap((d) => ('grants' in d ? d.grants : [])))];
const iamActions = [
  ...TABLE_READ_ACTIONS,
  ...TABLE_WRITE_ACTIONS,
  ...COGNITO_AUTH_ACTIONS,
  ...COGNITO_ADMIN_ACTIONS,
  's3:GetObject',
  's3:PutObject',
  's3:DeleteObject',
  's3:ListBucket',
  'lambda:InvokeFunction',
];

describe('the built SPA', () => {
  it('carries the route contract (a sanity check that the bundle was read)', () => {
    expect(javascript).toContain('/api/products/{id}');
  });

  it('names no handler module', () => {
    const leaked = deployments
      .map((d) => d.handler)
      .filter((handler) =>
        [`"${handler}"`, `'${handler}'`, `handlers/${handler}`].some((s) => javascript.includes(s)),
      );
    expect(leaked).toEqual([]);
  });

  it('names no IAM action and no grant of the route deployments', () => {
    const leaked = [...iamActions, ...grantNames].filter((name) => javascript.includes(name));
    expect(leaked).toEqual([]);
  });
});
