// The per-device list of Telegram ids a prompt after a booking was already shown to (write access,
// issue 18.1; add to home screen, 18.5), so each is offered once.
import { appStorage, type KeyValueStore } from "./storage.ts";

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
