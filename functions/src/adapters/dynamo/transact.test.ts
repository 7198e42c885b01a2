import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from './client';
import { conditionFailedAt, transactWrite } from './transact';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const items = [{ Put: { TableName: 't', Item: { PK: 'a', SK: 'b' } } }];

describe('transactWrite', () => {
  afterEach(() => vi.restoreAllMocks());

  it('retries when another transaction held the item, then succeeds', async () => {
    const send = vi
      .spyOn(documentClient, 'send')
      .mockRejectedValueOnce(cancelled('None', 'TransactionConflict') as never)
      .mockRejectedValueOnce(cancelled('TransactionConflict') as never)
      .mockResolvedValueOnce({} as never);
    expect(await transactWrite(items)).toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('answers a failed condition at once, with each item’s code, without retrying', async () => {
    const send = vi
      .spyOn(documentClient, 'send')
      .mockRejectedValue(cancelled('None', 'ConditionalCheckFailed', 'TransactionConflict') as never);
    const outcome = await transactWrite(items);
    expect(outcome).toEqual({
      ok: false,
      reasons: ['None', 'ConditionalCheckFailed', 'TransactionConflict'],
    });
    expect(conditionFailedAt(outcome, 1)).toBe(true);
    expect(conditionFailedAt(outcome, 0)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up as busy when the item stays contended', async () => {
    vi.spyOn(documentClient, 'send').mockRejectedValue(cancelled('TransactionConflict') as never);
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      run();
      return 0;
    }) as never);
    expect(await transactWrite(items)).toEqual({ ok: false, busy: true });
  });

  it('lets other errors through', async () => {
    vi.spyOn(documentClient, 'send').mockRejectedValue(
      Object.assign(new Error('no table'), { name: 'ResourceNotFoundException' }) as never,
    );
    await expect(transactWrite(items)).rejects.toThrow('no table');
  });
});
