import { STORAGE_KEYS } from '@pele/shared/constants';
import { type Day, isNewDay } from '@pele/shared/routine-days';
import { useEffect, useState } from 'react';
import { storage } from '../../lib/storage';

const NEW_DAY_MESSAGE_MS = 4_000;

/**
 * Spec 4: a new day is detected by comparing today with `lastRoutineCheckDate`; then 'Novo dia, nova
 * rotina!' shows for 4 s and the day is marked checked. Nothing is reset here: completions belong to
 * their day on the server, so a new day's list already starts unchecked.
 */
export function useNewDayBanner(today: Day): boolean {
  const [visible, setVisible] = useState(() =>
    isNewDay(storage.get(STORAGE_KEYS.lastRoutineCheckDate), today),
  );
  useEffect(() => {
    storage.set(STORAGE_KEYS.lastRoutineCheckDate, today);
  }, [today]);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), NEW_DAY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  return visible;
}
