// A one-bit signal that a component far away should show something now (the prompts after a
// booking: write access, issue 18.1; add to home screen, issue 18.5).
import { useSyncExternalStore } from "react";

export interface OfferFlag {
  raise(): void;
  lower(): void;
  /** The flag as a React value: re-renders when it changes. */
  use(): boolean;
}

export function createOfferFlag(): OfferFlag {
  let raised = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    raised = value;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    raise: () => set(true),
    lower: () => set(false),
    use: () => useSyncExternalStore(subscribe, () => raised),
  };
}
