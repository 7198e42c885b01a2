import type { PlanFeature } from '@pele/shared/constants';
import { defineRoute } from '@pele/shared/route-def';
import { beforeAll } from 'vitest';
import * as z from 'zod/mini';
import type { UserProfile } from '../domain/users/user-profile';
import type { HandlerDependencies } from './create-handler';
import { lambdaContext } from './test-events';

export const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  userId: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  profileImageKey: null,
  isActive: true,
  skinAnalyzed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  trialEndsAt: '2999-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const deps = (
  accounts: Record<string, UserProfile>,
  features: string[] | null = null,
  revokedIds: readonly string[] = [],
): HandlerDependencies => ({
  accounts: {
    accountSession: async (id, tokenIds) => ({
      profile: accounts[id],
      revoked: tokenIds.some((tokenId) => revokedIds.includes(tokenId)),
    }),
  },
  subscriptions: {
    list: async () =>
      features
        ? [
            {
              status: 'active' as const,
              currentPeriodEnd: '2999-01-01T00:00:00.000Z',
              cancelAtPeriodEnd: false,
              features: features as PlanFeature[],
            },
          ]
        : [],
  },
});

export const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/test',
  access: 'user',
  body: z.object({ email: z.email({ error: 'Email inválido' }), age: z.number() }),
  response: z.object({ echoed: z.string(), caller: z.string() }),
});

export const call = async (
  // biome-ignore lint/suspicious/noExplicitAny: middy handlers have a three-argument signature the test does not need
  handler: (...args: any[]) => Promise<unknown>,
  event: unknown,
  { parse = true }: { parse?: boolean } = {},
) => {
  const raw = (await handler(event, lambdaContext())) as {
    statusCode: number;
    body: string;
    isBase64Encoded?: boolean;
    headers: Record<string, string>;
  };
  return { status: raw.statusCode, body: parse ? JSON.parse(raw.body) : raw.body, headers: raw.headers, raw };
};

/** The pipeline logs every request: quiet while its tests run. */
export const silenceLogs = () =>
  beforeAll(() => {
    process.env.LOG_LEVEL = 'SILENT';
  });
