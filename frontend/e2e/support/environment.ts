import { join } from 'node:path';

/** One local stack the journeys can run against, as `npm test` describes it in E2E_STACKS. */
export interface E2eStack {
  baseUrl: string;
  outboxDir: string;
  admin: { email: string; password: string };
  /** The stack's DynamoDB Local and table, for the states no screen makes (support/trial.ts). */
  dynamodbEndpoint: string;
  tableName: string;
}

/**
 * A plain `npm start`: port 3000, data in .data/, the default admin, so the journeys also run against a stack a
 * developer already has open (or the single stack the older E2E_BASE_URL, OUTBOX_DIR… variables name).
 */
const startedByHand: E2eStack = {
  baseUrl: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
  outboxDir: process.env.OUTBOX_DIR ?? join(import.meta.dirname, '../../../.data/outbox'),
  admin: {
    email: process.env.ADMIN_EMAIL ?? 'admin@pele.ai.local',
    password: process.env.ADMIN_PASSWORD ?? 'PeleAdmin#2024',
  },
  dynamodbEndpoint: process.env.E2E_DYNAMODB_ENDPOINT ?? 'http://127.0.0.1:8000',
  tableName: process.env.E2E_TABLE_NAME ?? 'pele',
};

/** The stacks the journeys run against: one per Playwright worker. */
export const e2eStacks: E2eStack[] = process.env.E2E_STACKS
  ? (JSON.parse(process.env.E2E_STACKS) as E2eStack[])
  : [startedByHand];

/**
 * The stack of this Playwright worker: `npm test` starts one per worker (E2E_STACKS), and a worker's parallel
 * index (0 … workers − 1, never two running workers alike) picks it, so each stack serves one journey at a time.
 */
export const e2eEnvironment: E2eStack =
  e2eStacks[Number(process.env.TEST_PARALLEL_INDEX ?? '0') % e2eStacks.length] ?? startedByHand;
