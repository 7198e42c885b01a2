import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached-for';

describe('cachedFor', () => {
  it('loads once within the period and again after it', async () => {
    let clock = 0;
    let loads = 0;
    const get = cachedFor(
      1000,
      async () => ++loads,
      () => clock,
    );
    expect(await get()).toBe(1);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1000;
    expect(await get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const get = cachedFor(
      1000,
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      () => 0,
    );
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
