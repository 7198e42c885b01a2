import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { logger } from '../../lib/logger';
import { documentClient } from './client';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One item of a transaction with a name, so a refusal says which condition failed ('review', 'product',
 * `stock:<id>`) instead of a position in the array that means different things in different transactions.
 */
export type LabelledItem = TransactItem & { label: string };

/** Done; refused with the labels whose condition failed; or still contended after every retry. */
export type TransactOutcome = { ok: true } | { ok: false; failed: string[] } | { ok: false; busy: true };

const MAX_ATTEMPTS = 15;
const BASE_DELAY_MS = 20;
const MAX_DELAY_MS = 800;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The per-item codes DynamoDB gives when it cancels a transaction, in the order of its items (`None` where
 * the item was fine); undefined for any other error. The one place that reads them.
 */
export const cancellationCodes = (error: unknown): string[] | undefined => {
  const name = (error as Error).name;
  if (name !== 'TransactionCanceledException' && name !== 'TransactionConflictException') return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
    (reason) => reason.Code ?? 'None',
  );
};

/**
 * TransactWriteItems that retries when DynamoDB cancels it only because another transaction was touching
 * the same item (`TransactionConflict`), with capped exponential backoff and full jitter. A failed condition
 * is an answer, not a conflict: it comes back at once with the labels of the items whose condition failed.
 */
export async function transactWrite(items: readonly LabelledItem[]): Promise<TransactOutcome> {
  const TransactItems = items.map(({ label: _label, ...item }) => item as TransactItem);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems }));
      return { ok: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const failed = items
        .filter((_, index) => codes[index] === 'ConditionalCheckFailed')
        .map((item) => item.label);
      if (failed.length > 0) return { ok: false, failed };
      const retryable =
        (error as Error).name === 'TransactionConflictException' ||
        codes.some((code) => code === 'TransactionConflict' || code === 'ThrottlingError');
      if (!retryable) throw error;
      logger.info('transaction conflict; retrying', { attempt: attempt + 1, codes });
      const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
      await sleep(Math.random() * cap);
    }
  }
  return { ok: false, busy: true };
}

/** Whether the item(s) named `label` were refused by their condition. */
export const conditionFailed = (outcome: TransactOutcome, label: string) =>
  !outcome.ok && 'failed' in outcome && outcome.failed.includes(label);
