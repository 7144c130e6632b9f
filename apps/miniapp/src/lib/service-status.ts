// Issue 27.2: while the server answers 503 SERVICE_UNAVAILABLE (its database is away), the app says
// "temporarily unavailable, retrying" above every screen and the data layer keeps retrying reads
// (DataProvider: every RETRY_AFTER_MS, as the server's Retry-After says); the first answer that is
// not a 503 takes the notice away. Both doors (REST helpers, tRPC) report every answer here.
import { useSyncExternalStore } from "react";

/** How long the client waits before asking again after a 503 (the server's Retry-After is 2 s). */
export const RETRY_AFTER_MS = 2_000;

let unavailable = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (unavailable === value) return;
  unavailable = value;
  for (const listener of listeners) listener();
}

/** Notes one answer: a 503 raises the notice, any answer below 500 clears it. */
export function noteServiceStatus(response: Pick<Response, "status">): void {
  if (response.status === 503) set(true);
  else if (response.status < 500) set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServiceUnavailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unavailable,
    () => false,
  );
}

/** Tests only: back to the state of a fresh page. */
export function resetServiceStatus(): void {
  set(false);
}
