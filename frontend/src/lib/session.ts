import { STORAGE_KEYS } from '@pele/shared/constants';
import type { User } from '@pele/shared/schemas/auth';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/**
 * Session of spec 4, kept in localStorage so it survives reloads.
 * anonymous: no token. restoring: a token without a stored user (the profile is fetched at start-up).
 * authenticated: token and user.
 */
export type SessionStatus = 'anonymous' | 'restoring' | 'authenticated';
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
  status: SessionStatus;
}
export type LogoutReason = 'session_expired' | 'user_logout';
export const LOGOUT_EVENT = 'auth:logout';
export interface LogoutEventDetail {
  reason: LogoutReason;
}

const readUser = (): User | null => {
  const raw = storage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && 'id' in parsed ? (parsed as User) : null;
  } catch {
    return null;
  }
};

const statusOf = (token: string | null, user: User | null): SessionStatus =>
  !token ? 'anonymous' : user ? 'authenticated' : 'restoring';

const readState = (): SessionState => {
  const token = storage.get(STORAGE_KEYS.token);
  // A user without a token is stale: the start-up rule drops it.
  const user = token ? readUser() : null;
  return { token, refreshToken: storage.get(STORAGE_KEYS.refreshToken), user, status: statusOf(token, user) };
};

let state: SessionState = readState();
const listeners = new Set<() => void>();

const commit = (next: Omit<SessionState, 'status'>) => {
  state = { ...next, status: statusOf(next.token, next.user) };
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

/** After login or register. */
export const startSession = (session: { token: string; refreshToken: string; user: User }) => {
  persist(STORAGE_KEYS.token, session.token);
  persist(STORAGE_KEYS.refreshToken, session.refreshToken);
  persist(STORAGE_KEYS.user, JSON.stringify(session.user));
  commit({ token: session.token, refreshToken: session.refreshToken, user: session.user });
};

export const setAccessToken = (token: string) => {
  persist(STORAGE_KEYS.token, token);
  commit({ ...state, token });
};

export const setUser = (user: User) => {
  persist(STORAGE_KEYS.user, JSON.stringify(user));
  commit({ ...state, user });
};

export const updateUser = (patch: Partial<User>) => {
  if (state.user) setUser({ ...state.user, ...patch });
};

/** Back to anonymous; emits the logout event that the app turns into a notice when the session expired. */
export const endSession = (reason: LogoutReason) => {
  const hadSession = state.token !== null || state.user !== null;
  persist(STORAGE_KEYS.token, null);
  persist(STORAGE_KEYS.refreshToken, null);
  persist(STORAGE_KEYS.user, null);
  commit({ token: null, refreshToken: null, user: null });
  if (hadSession || reason === 'user_logout') {
    window.dispatchEvent(new CustomEvent<LogoutEventDetail>(LOGOUT_EVENT, { detail: { reason } }));
  }
};

/** Re-reads storage: another tab logged in or out. */
export const syncSessionFromStorage = () => {
  const next = readState();
  if (next.token !== state.token || JSON.stringify(next.user) !== JSON.stringify(state.user)) commit(next);
};

export const useSession = () => useSyncExternalStore(subscribeSession, getSession, getSession);
