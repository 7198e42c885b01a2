import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { logger } from '../../lib/logger';
import { documentClient } from './client';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** Outcome of a transaction: done, or refused with the cancellation code of each item (same order). */
export type TransactOutcome = { ok: true } | { ok: false; reasons: string[] } | { ok: false; busy: true };

const MAX_ATTEMPTS = 15;
const BASE_DELAY_MS = 20;
const MAX_DELAY_MS = 800;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * TransactWriteItems that retries when DynamoDB cancels it only because another transaction was
 * touching the same item (`TransactionConflict`), with capped exponential backoff and full jitter.
 * A failed condition is an answer, not a conflict: it comes back with every item's code so the caller
 * can tell which condition failed. `busy` means the item stayed contended through every attempt.
 */
export async function transactWrite(items: TransactItems): Promise<TransactOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (error) {
      const name = (error as Error).name;
      if (name !== 'TransactionCanceledException' && name !== 'TransactionConflictException') throw error;
      const reasons = (
        (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []
      ).map((reason) => reason.Code ?? 'None');
      if (reasons.includes('ConditionalCheckFailed')) return { ok: false, reasons };
      const retryable =
        name === 'TransactionConflictException' ||
        reasons.some((code) => code === 'TransactionConflict' || code === 'ThrottlingError');
      if (!retryable) throw error;
      logger.info('transaction conflict; retrying', { attempt: attempt + 1, reasons });
      const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
      await sleep(Math.random() * cap);
    }
  }
  return { ok: false, busy: true };
}

export const conditionFailedAt = (outcome: TransactOutcome, index: number) =>
  !outcome.ok && 'reasons' in outcome && outcome.reasons[index] === 'ConditionalCheckFailed';
