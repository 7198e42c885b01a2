import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refreshAfterWrite } from './query-client';

/** A server whose reads answer what was stored when they arrived, after a delay the test controls. */
const slowServer = () => {
  let stored = 'ativo';
  const pending: Array<() => void> = [];
  return {
    read: () => {
      const seen = stored;
      return new Promise<string>((resolve) => pending.push(() => resolve(seen)));
    },
    write: (value: string) => {
      stored = value;
    },
    answerAll: () => {
      for (const answer of pending.splice(0)) answer();
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refreshAfterWrite', () => {
  it('reads again a list whose first read left before the write and came back after it', async () => {
    const queryClient = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['admin', 'users', 'busca'],
      queryFn: server.read,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    server.write('inativo');
    const refreshed = refreshAfterWrite(queryClient, ['admin']);
    server.answerAll();
    await settle();
    server.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).toBe('inativo');
    unsubscribe();
  });

  it('reads a list that already had data once, not twice', async () => {
    const queryClient = createQueryClient();
    let reads = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['admin', 'users'],
      queryFn: async () => ++reads,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await settle();
    expect(observer.getCurrentResult().data).toBe(1);
    await refreshAfterWrite(queryClient, ['admin']);
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });
});

describe('the frontend', () => {
  it('refreshes after writes only through refreshAfterWrite', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const src = join(import.meta.dirname, '..');
    const direct = (readdirSync(src, { recursive: true }) as string[])
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('query-client.ts'),
      )
      .filter((file) => readFileSync(join(src, file), 'utf8').includes('.invalidateQueries('));
    expect(direct).toEqual([]);
  });
});
