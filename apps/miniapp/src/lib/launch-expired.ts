// Expired Telegram launch data (issue 19.2, docs/DECISIONS.md "Expired launch data"): the server
// answers 401 TELEGRAM_INIT_DATA_EXPIRED where the stale init data was the only identity. Any door
// (REST helpers, tRPC) that sees that key marks it here; the app then says at once "reopen the
// app" (LaunchExpiredNotice) and keeps the stored bearer session: the key is no verdict on it.
import { useSyncExternalStore } from "react";

export const LAUNCH_EXPIRED_CODE = "TELEGRAM_INIT_DATA_EXPIRED";
/** The server's mark on any answer to a request with expired init data (apps/api plugins/context.ts). */
export const LAUNCH_EXPIRED_HEADER = "X-Telegram-Init-Data-Expired";

/** Marks the launch expired when a response carries the server's header. */
export function noteResponse(response: Pick<Response, "headers">): void {
  if (response.headers.get(LAUNCH_EXPIRED_HEADER) === "1") markLaunchExpired();
}

let expired = false;
const listeners = new Set<() => void>();

export function markLaunchExpired(): void {
  if (expired) return;
  expired = true;
  for (const listener of listeners) listener();
}

/** Marks the launch expired when `code` says so; returns whether it did. */
export function noteErrorCode(code: string | undefined): boolean {
  if (code !== LAUNCH_EXPIRED_CODE) return false;
  markLaunchExpired();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLaunchExpired(): boolean {
  return useSyncExternalStore(subscribe, () => expired);
}

/** Tests only. */
export function resetLaunchExpired(): void {
  expired = false;
}
