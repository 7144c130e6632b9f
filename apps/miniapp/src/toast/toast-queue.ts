// Toast timing of spec §2/§9 without React: a toast stays TOAST_DURATION_MS, then fades for
// TOAST_FADE_MS and is removed. Toasts stack in the order they were shown.
import { TOAST_DURATION_MS, TOAST_FADE_MS } from "@booking/contracts/constants";

export type ToastKind = "success" | "error";

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** True during the fade-out. */
  leaving: boolean;
}

export interface ToastQueue {
  show(kind: ToastKind, text: string): number;
  dismiss(id: number): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export function createToastQueue(durationMs = TOAST_DURATION_MS, fadeMs = TOAST_FADE_MS): ToastQueue {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  function update(next: readonly Toast[]): void {
    toasts = next;
    for (const listener of listeners) listener();
  }

  function remove(id: number): void {
    timers.delete(id);
    update(toasts.filter((toast) => toast.id !== id));
  }

  function startFade(id: number): void {
    const toast = toasts.find((item) => item.id === id);
    if (!toast || toast.leaving) return;
    clearTimeout(timers.get(id));
    update(toasts.map((item) => (item.id === id ? { ...item, leaving: true } : item)));
    timers.set(
      id,
      setTimeout(() => remove(id), fadeMs),
    );
  }

  return {
    show(kind, text) {
      const id = nextId++;
      update([...toasts, { id, kind, text, leaving: false }]);
      timers.set(
        id,
        setTimeout(() => startFade(id), durationMs),
      );
      return id;
    },
    dismiss: startFade,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
