import { STORAGE_KEYS } from '@pele/shared/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNewDayBanner } from './use-new-day-banner';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useNewDayBanner', () => {
  it('shows for 4 s when the stored day is another day, and stores today', () => {
    window.localStorage.setItem(STORAGE_KEYS.lastRoutineCheckDate, '2025-03-11');
    const { result } = renderHook(() => useNewDayBanner('2025-03-12'));
    expect(result.current).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastRoutineCheckDate)).toBe('2025-03-12');
    act(() => vi.advanceTimersByTime(3_999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('stays hidden on a first visit and on the same day', () => {
    const first = renderHook(() => useNewDayBanner('2025-03-12'));
    expect(first.result.current).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.lastRoutineCheckDate)).toBe('2025-03-12');
    const again = renderHook(() => useNewDayBanner('2025-03-12'));
    expect(again.result.current).toBe(false);
  });
});
