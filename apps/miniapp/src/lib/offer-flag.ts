// A one-bit signal that a component far away should show something now (the prompts after a
// booking: write access, issue 18.1; add to home screen, issue 18.5), and the per-device list of
// Telegram ids such a prompt was already shown to, so each is offered once.
import { useSyncExternalStore } from "react";
import { appStorage, type KeyValueStore } from "./storage.ts";

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
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  };
  return {
    raise: () => set(true),
    lower: () => set(false),
    use: () => useSyncExternalStore(subscribe, () => raised),
  };
}

/** Ids kept under `key` (a JSON array); a broken value reads as none. */
export function storedIds(key: string, storage: KeyValueStore = appStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function addStoredId(key: string, id: string | number, storage: KeyValueStore = appStorage): void {
  storage.setItem(key, JSON.stringify([...new Set([...storedIds(key, storage), String(id)])]));
}
