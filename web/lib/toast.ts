// Notifications as toasts. The spec shows one at a time: a new toast replaces the one on screen, so the store
// keeps at most one entry. <Toaster> (components/toaster.tsx) renders it with Radix Toast.
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed: Radix plays the exit and unmounts it; the entry lingers until replaced or removed. */
  open: boolean;
}

export const TOAST_LIMIT = 1;
/** How long a toast shows before it dismisses itself (Radix `duration`). */
export const TOAST_DURATION_MS = 5000;
/**
 * The spec's removal delay: a dismissed toast stays in the store (closed, so not rendered) this long. It is
 * effectively "until replaced", because the next toast pushes it out under the one-at-a-time limit.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function update(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemoveTimer(id: number): void {
  const timer = removeTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removeTimers.delete(id);
}

/** Shows a toast, replacing whatever is on screen. Returns its id and a way to close it early. */
export function toast({ title, description, variant = "default" }: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  const item: ToastItem = { id, title, variant, open: true, ...(description === undefined ? {} : { description }) };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const old of toasts) if (!kept.includes(old)) clearRemoveTimer(old.id);
  update(kept);
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast (or all of them), then forgets it after the removal delay. */
export function dismissToast(id?: number): void {
  const targets = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (targets.length === 0) return;
  for (const t of targets) {
    clearRemoveTimer(t.id);
    removeTimers.set(
      t.id,
      setTimeout(() => {
        removeTimers.delete(t.id);
        update(toasts.filter((x) => x.id !== t.id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  update(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}

/** Empties the store and its timers; for tests, which share one module instance. */
export function resetToasts(): void {
  for (const id of removeTimers.keys()) clearRemoveTimer(id);
  update([]);
}
