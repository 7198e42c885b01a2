import { userDay } from '@pele/shared/routine-days';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api-error';
import { refreshAfterWrite } from '../../lib/query-client';
import { LOGOUT_EVENT } from '../../lib/session';
import { storage } from '../../lib/storage';
import { checkInKeys } from './api/check-in-keys';
import { putTodayCheckIn } from './api/put-today-check-in';

/**
 * The last score that could not be sent (offline, or the network failed), kept in localStorage with the day it
 * was given and whose it is. It is sent when the browser says it is online again or when the app starts with a
 * signed-in user; another account on the same device never sends it. The server takes a day up to yesterday, so
 * a score given before midnight and sent after it lands on its day; an older one is refused and dropped. A score
 * still waiting when the session ends (logout, account deletion) goes with it: the device keeps nothing of a
 * person who left.
 */
export const PENDING_CHECK_IN_KEY = 'pendingSkinCheckIn';
/** The day a check-in belongs to, as the server counts it (the routine's zone). */
export const CHECK_IN_TIME_ZONE = 'America/Sao_Paulo';

export interface PendingCheckIn {
  userId: string;
  score: number;
  day: string;
}

export const readPendingCheckIn = (): PendingCheckIn | null => {
  try {
    const value = JSON.parse(storage.get(PENDING_CHECK_IN_KEY) ?? 'null') as Partial<PendingCheckIn> | null;
    if (
      value &&
      typeof value.userId === 'string' &&
      typeof value.score === 'number' &&
      typeof value.day === 'string'
    )
      return value as PendingCheckIn;
  } catch {
    // Unreadable: treated as nothing pending.
  }
  return null;
};

export const keepPendingCheckIn = (userId: string, score: number, now = new Date()) =>
  storage.set(PENDING_CHECK_IN_KEY, JSON.stringify({ userId, score, day: userDay(now, CHECK_IN_TIME_ZONE) }));

if (typeof window !== 'undefined')
  window.addEventListener(LOGOUT_EVENT, () => storage.remove(PENDING_CHECK_IN_KEY));

const clearIfStill = (sent: PendingCheckIn) => {
  const current = readPendingCheckIn();
  if (current && current.userId === sent.userId && current.day === sent.day && current.score === sent.score)
    storage.remove(PENDING_CHECK_IN_KEY);
};

/** A failure that means "no connection", after which the score waits for the next chance. */
export const isConnectionFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT');

let sending: Promise<boolean> | undefined;

/**
 * Sends the kept score of `userId`, if any: true when it reached the server. A refusal (the day is closed) drops
 * it; a connection failure keeps it for later.
 */
export const sendPendingCheckIn = (userId: string): Promise<boolean> => {
  sending ??= (async () => {
    const pending = readPendingCheckIn();
    if (!pending || pending.userId !== userId) return false;
    try {
      await putTodayCheckIn({ score: pending.score, day: pending.day });
      clearIfStill(pending);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401)
        clearIfStill(pending);
      return false;
    }
  })().finally(() => {
    sending = undefined;
  });
  return sending;
};

/** Sends the user's kept score now and whenever the browser comes back online; refreshes the check-ins after. */
export const useSendPendingCheckIn = (userId: string | undefined) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const send = async () => {
      if (await sendPendingCheckIn(userId)) await refreshAfterWrite(queryClient, checkInKeys.all);
    };
    void send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [userId, queryClient]);
};
