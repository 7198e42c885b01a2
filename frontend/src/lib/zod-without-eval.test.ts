import { describe, expect, it, vi } from 'vitest';

describe('zod without eval', () => {
  it('builds schemas without probing for eval, which the CSP refuses', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    const evalProbe = vi.spyOn(globalThis, 'Function');
    z.object({ email: z.string() }).parse({ email: 'a@b.c' });
    expect(config().jitless).toBe(true);
    expect(evalProbe).not.toHaveBeenCalled();
  });
});
