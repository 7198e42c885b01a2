import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from './client';
import { cancellationCodes, conditionFailed, transactWrite } from './transact';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const put = (label: string) => ({ label, Put: { TableName: 't', Item: { PK: label, SK: 'b' } } });
const items = [put('first'), put('second'), put('third')];

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

  it('answers a failed condition at once, naming the refused items by label, without retrying', async () => {
    const send = vi
      .spyOn(documentClient, 'send')
      .mockRejectedValue(cancelled('None', 'ConditionalCheckFailed', 'TransactionConflict') as never);
    const outcome = await transactWrite(items);
    expect(outcome).toEqual({ ok: false, failed: ['second'] });
    expect(conditionFailed(outcome, 'second')).toBe(true);
    expect(conditionFailed(outcome, 'first')).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the items without their labels', async () => {
    const send = vi.spyOn(documentClient, 'send').mockResolvedValue({} as never);
    await transactWrite([put('only')]);
    const command = send.mock.calls[0]?.[0] as unknown as { input: { TransactItems: unknown[] } };
    const sent = command.input.TransactItems;
    expect(sent).toEqual([{ Put: { TableName: 't', Item: { PK: 'only', SK: 'b' } } }]);
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

describe('cancellationCodes', () => {
  it('reads the per-item codes of a cancelled transaction and nothing else', () => {
    expect(cancellationCodes(cancelled('None', 'ConditionalCheckFailed'))).toEqual([
      'None',
      'ConditionalCheckFailed',
    ]);
    expect(cancellationCodes(new Error('other'))).toBeUndefined();
  });
});
