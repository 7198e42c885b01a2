import { STORAGE_KEYS } from '@pele/shared/constants';
import type { User } from '@pele/shared/schemas/auth';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/**
 * Session of spec 4, kept in localStorage so it survives reloads: the tokens, and the stored user.
 * The signed-in user itself lives in the profile query (features/auth); the stored user is only its copy
 * for the next page load, read once to seed that query and written back whenever the query changes.
 * anonymous: no token. authenticated: a token.
 */
export type SessionStatus = 'anonymous' | 'authenticated';
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  status: SessionStatus;
}
export type LogoutReason = 'session_expired' | 'user_logout';
export const LOGOUT_EVENT = 'auth:logout';
export interface LogoutEventDetail {
  reason: LogoutReason;
}

const statusOf = (token: string | null): SessionStatus => (token ? 'authenticated' : 'anonymous');

const readState = (): SessionState => {
  const token = storage.get(STORAGE_KEYS.token);
  return { token, refreshToken: storage.get(STORAGE_KEYS.refreshToken), status: statusOf(token) };
};

let state: SessionState = readState();
const listeners = new Set<() => void>();

const commit = (next: Omit<SessionState, 'status'>) => {
  state = { ...next, status: statusOf(next.token) };
  for (const listener of listeners) listener();
};

const persist = (key: string, value: string | null) =>
  value === null ? storage.remove(key) : storage.set(key, value);

export const getSession = () => state;

export const subscribeSession = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The user stored with the session; null without a token (a user without a token is stale). */
export const readStoredUser = (): User | null => {
  if (!storage.get(STORAGE_KEYS.token)) return null;
  const raw = storage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && 'id' in parsed ? (parsed as User) : null;
  } catch {
    return null;
  }
};

export const storeUser = (user: User) => persist(STORAGE_KEYS.user, JSON.stringify(user));

/** After login or register: the tokens, and the user the answer carried. */
export const startSession = (session: { token: string; refreshToken: string; user: User }) => {
  persist(STORAGE_KEYS.token, session.token);
  persist(STORAGE_KEYS.refreshToken, session.refreshToken);
  storeUser(session.user);
  commit({ token: session.token, refreshToken: session.refreshToken });
};

export const setAccessToken = (token: string) => {
  persist(STORAGE_KEYS.token, token);
  commit({ ...state, token });
};

/** Back to anonymous; emits the logout event that the app turns into a notice when the session expired. */
export const endSession = (reason: LogoutReason) => {
  const hadSession = state.token !== null || storage.get(STORAGE_KEYS.user) !== null;
  persist(STORAGE_KEYS.token, null);
  persist(STORAGE_KEYS.refreshToken, null);
  persist(STORAGE_KEYS.user, null);
  commit({ token: null, refreshToken: null });
  if (hadSession || reason === 'user_logout') {
    window.dispatchEvent(new CustomEvent<LogoutEventDetail>(LOGOUT_EVENT, { detail: { reason } }));
  }
};

/** Re-reads storage: another tab logged in or out. */
export const syncSessionFromStorage = () => {
  const next = readState();
  if (next.token !== state.token || next.refreshToken !== state.refreshToken) commit(next);
};

export const useSession = () => useSyncExternalStore(subscribeSession, getSession, getSession);
