/** How the browser waits for the analyzer: 0.5 s growing by half each time to 2 s, for at most 60 s. */
export const POLL_BACKOFF = { firstMs: 500, factor: 1.5, maxMs: 2_000, giveUpAfterMs: 60_000 } as const;

/** Wait before poll number `attempt` (0-based). */
export const pollDelay = (attempt: number) =>
  Math.min(POLL_BACKOFF.firstMs * POLL_BACKOFF.factor ** attempt, POLL_BACKOFF.maxMs);
