import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_STORAGE_KEY, useRoutineReminder } from './use-routine-reminder';

/** A stand-in for the browser's Notification API: records what was shown. */
const installNotification = (
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) => {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const FakeNotification = vi.fn(function (this: unknown, title: string, options?: NotificationOptions) {
    shown.push({ title, options });
  }) as unknown as typeof Notification & { requestPermission: ReturnType<typeof vi.fn> };
  Object.assign(FakeNotification, { permission, requestPermission: vi.fn(async () => answer) });
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission: FakeNotification.requestPermission };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 2, 12, 7, 0)); // 7:00 on the device clock
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useRoutineReminder', () => {
  it('asks permission when turned on, then notifies at 7:30 and again the next day', async () => {
    const { shown, requestPermission } = installNotification('default', 'granted');
    const { result } = renderHook(() => useRoutineReminder());
    expect(result.current.enabled).toBe(false);
    expect(requestPermission).not.toHaveBeenCalled();

    await act(() => result.current.toggle(true));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(result.current.enabled).toBe(true);
    expect(window.localStorage.getItem(REMINDER_STORAGE_KEY)).toBe('on');

    act(() => vi.advanceTimersByTime(29 * 60_000));
    expect(shown).toHaveLength(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown.map((n) => n.title)).toEqual(['Rotina da Manhã']);
    act(() => vi.advanceTimersByTime(24 * 60 * 60_000));
    expect(shown).toHaveLength(2);
  });

  it('stays off and says why when permission is refused or notifications do not exist', async () => {
    installNotification('default', 'denied');
    const { result } = renderHook(() => useRoutineReminder());
    await act(() => result.current.toggle(true));
    expect(result.current).toMatchObject({ enabled: false, problem: 'denied' });

    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    const bare = renderHook(() => useRoutineReminder());
    await act(() => bare.result.current.toggle(true));
    expect(bare.result.current).toMatchObject({ enabled: false, problem: 'unsupported' });
  });

  it('turns off for good: no notification afterwards, remembered as off', async () => {
    const { shown } = installNotification('granted');
    window.localStorage.setItem(REMINDER_STORAGE_KEY, 'on');
    const { result } = renderHook(() => useRoutineReminder());
    expect(result.current.enabled).toBe(true);
    await act(() => result.current.toggle(false));
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(shown).toHaveLength(0);
    expect(window.localStorage.getItem(REMINDER_STORAGE_KEY)).toBe('off');
  });
});
