// Issue 14.2 "a visitor's booking survives sign-up": the service, day and time a visitor confirmed
// before having an account are kept here while they register or log in, so they come back to the
// confirmation of the same time (re-checked against the free times then) and book with one tap.
// The answers to the service's questions (issue 31.1) come back with it: nothing is typed twice.
import type { IntakeAnswersInput } from "@booking/contracts/intake-rules";
import { tenantPath } from "../router/paths.ts";
import { appStorage, STORAGE_KEYS, type KeyValueStore } from "./storage.ts";

export interface PendingBooking {
  tenant: string;
  serviceId: string;
  slotId: string;
  /** The slot's date, so the calendar opens on it. */
  date: string;
  /** What the visitor answered to the service's questions, if it asks any. */
  answers?: IntakeAnswersInput;
}

interface Stored extends PendingBooking {
  savedAt: number;
}

/** A choice older than this is not brought back: the visitor has moved on. */
export const PENDING_BOOKING_TTL_MS = 60 * 60 * 1000;

export function rememberBooking(choice: PendingBooking, storage: KeyValueStore = appStorage, now = Date.now()): void {
  storage.setItem(STORAGE_KEYS.pendingBooking, JSON.stringify({ ...choice, savedAt: now } satisfies Stored));
}

/** The choice kept for this tenant, when there is a fresh one. */
export function pendingBooking(tenant: string, storage: KeyValueStore = appStorage, now = Date.now()): PendingBooking | undefined {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.pendingBooking) ?? "null") as Stored | null;
    if (!stored || stored.tenant !== tenant || !(now - stored.savedAt < PENDING_BOOKING_TTL_MS)) return undefined;
    const { serviceId, slotId, date, answers } = stored;
    return { tenant: stored.tenant, serviceId, slotId, date, ...(answers && typeof answers === "object" ? { answers } : {}) };
  } catch {
    return undefined;
  }
}

export function forgetBooking(storage: KeyValueStore = appStorage): void {
  storage.removeItem(STORAGE_KEYS.pendingBooking);
}

/** Where signing up or in leads: back to the booking the visitor started, else `fallback`. */
export function afterSignInPath(tenant: string | undefined, fallback: string, storage: KeyValueStore = appStorage): string {
  return tenant && pendingBooking(tenant, storage) ? tenantPath(tenant, "booking") : fallback;
}
