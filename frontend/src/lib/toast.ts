import { useSyncExternalStore } from 'react';

const TOAST_ERROR_MS = 4_000;

const TOAST_SUCCESS_MS = 3_000;

export type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const dismissToast = (id: number) => {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
};

export const clearToasts = () => {
  toasts = [];
  emit();
};

/** Shows a short message; success lasts 3 s and errors 4 s (spec 9). */
export const showToast = (message: string, tone: ToastTone = 'success') => {
  const id = nextId++;
  toasts = [...toasts, { id, message, tone }];
  emit();
  setTimeout(() => dismissToast(id), tone === 'error' ? TOAST_ERROR_MS : TOAST_SUCCESS_MS);
  return id;
};

const CARRIED_TOAST_KEY = 'toast_after_page_load';

/**
 * A toast for the page the browser opens next: a page load drops this page's toasts, and some ends lead to one
 * (an expired session opens the login page, a document page). Kept in sessionStorage, shown once.
 */
export const showToastAfterPageLoad = (message: string, tone: ToastTone = 'success') => {
  try {
    window.sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify({ message, tone }));
  } catch {
    // Without storage the next page opens without the message.
  }
};

/** Shows the toast a previous page left for this one (showToastAfterPageLoad), if any. */
export const showCarriedToast = () => {
  try {
    const raw = window.sessionStorage.getItem(CARRIED_TOAST_KEY);
    if (!raw) return;
    window.sessionStorage.removeItem(CARRIED_TOAST_KEY);
    const { message, tone } = JSON.parse(raw) as { message: string; tone: ToastTone };
    showToast(message, tone);
  } catch {
    // A broken entry is dropped with the message.
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => toasts;

export const useToasts = () => useSyncExternalStore(subscribe, snapshot, snapshot);
