import { SAMPLE_REMINDER } from '@pele/shared/constants';
import { useCallback, useEffect, useState } from 'react';
import { storage } from '../../lib/storage';
import { nextReminderAt } from './next-reminder-at';

/** Whether the user turned the sample reminder on in this browser. */
export const REMINDER_STORAGE_KEY = 'routineReminder';

export type ReminderProblem = 'unsupported' | 'denied' | null;

const supported = () => typeof window !== 'undefined' && 'Notification' in window;
const granted = () => supported() && Notification.permission === 'granted';

const notify = () => {
  const title = SAMPLE_REMINDER.label;
  const options = { body: `Hora da sua rotina (${SAMPLE_REMINDER.time}).`, tag: 'routine-reminder' };
  try {
    new Notification(title, options);
  } catch {
    // Some mobile browsers only notify through a service worker registration.
    navigator.serviceWorker?.ready.then((registration) => registration.showNotification(title, options));
  }
};

/**
 * The reminder toggle of spec 2.10 ('Rotina da Manhã', 7:30, daily), made real where the browser allows:
 * permission is asked when the user turns it on, and a timer shows a local notification at the next
 * 7:30 (device clock) and then every day. A web page cannot wake itself up, so it only fires while the
 * app is open in this browser (a tab in the background is fine); the screen says so.
 */
export function useRoutineReminder() {
  const [enabled, setEnabled] = useState(() => storage.get(REMINDER_STORAGE_KEY) === 'on' && granted());
  const [problem, setProblem] = useState<ReminderProblem>(null);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const now = new Date();
      timer = setTimeout(() => {
        notify();
        schedule();
      }, nextReminderAt(now, SAMPLE_REMINDER.time).getTime() - now.getTime());
    };
    schedule();
    return () => clearTimeout(timer);
  }, [enabled]);

  const toggle = useCallback(async (on: boolean) => {
    if (!on) {
      storage.set(REMINDER_STORAGE_KEY, 'off');
      setEnabled(false);
      setProblem(null);
      return;
    }
    if (!supported()) {
      setProblem('unsupported');
      return;
    }
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') {
      setProblem('denied');
      return;
    }
    storage.set(REMINDER_STORAGE_KEY, 'on');
    setProblem(null);
    setEnabled(true);
  }, []);

  return { enabled, problem, toggle };
}
