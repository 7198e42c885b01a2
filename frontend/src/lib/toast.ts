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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => toasts;

export const useToasts = () => useSyncExternalStore(subscribe, snapshot, snapshot);
