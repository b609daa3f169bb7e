import { createStore } from './create-store.ts';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

// Notification toasts stay 5 s (info) and 6 s (success, error); callers pass their own time
// where a view needs another (admin 3 s, create listing 2 s / 5 s; see TIMINGS in limits.ts).
const DEFAULT_MS: Record<ToastKind, number> = { info: 5000, success: 6000, error: 6000 };

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.set((list) => list.filter((toast) => toast.id !== id));
}

export function showToast(kind: ToastKind, message: string, durationMs = DEFAULT_MS[kind]): number {
  const id = nextId++;
  toastStore.set((list) => [...list.slice(-4), { id, kind, message }]);
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export const toast = {
  success: (message: string, ms?: number) => showToast('success', message, ms),
  error: (message: string, ms?: number) => showToast('error', message, ms),
  info: (message: string, ms?: number) => showToast('info', message, ms),
};
