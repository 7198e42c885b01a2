import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAnalysisCompleted } from './announce-analysis-completed';

afterEach(() => {
  vi.useRealTimers();
});

describe('announceAnalysisCompleted', () => {
  it("fires 'skinAnalysisCompleted' at once and again after 500 ms", () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    window.addEventListener('skinAnalysisCompleted', listener);
    announceAnalysisCompleted();
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(2);
    window.removeEventListener('skinAnalysisCompleted', listener);
  });
});
