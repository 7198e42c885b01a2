import { describe, expect, it } from 'vitest';
import { POLL_BACKOFF, pollDelay } from './poll-backoff';

describe('pollDelay', () => {
  it('starts at half a second and grows to at most two seconds', () => {
    expect(pollDelay(0)).toBe(500);
    expect(pollDelay(1)).toBe(750);
    expect(pollDelay(2)).toBe(1125);
    expect(pollDelay(4)).toBe(2000);
    expect(pollDelay(40)).toBe(2000);
  });

  it('polls about thirty times before giving up after a minute', () => {
    let waited = 0;
    let attempts = 0;
    while (waited < POLL_BACKOFF.giveUpAfterMs) waited += pollDelay(attempts++);
    expect(attempts).toBeGreaterThan(25);
    expect(attempts).toBeLessThan(40);
  });
});
