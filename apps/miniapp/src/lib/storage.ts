// localStorage under the spec's key names (§3: `user`, `authToken`; the language choice). Access can
// throw in locked-down webviews and private modes, where the app must still run without it.

export const STORAGE_KEYS = {
  authToken: "authToken",
  user: "user",
  language: "language",
  /** The payment the user was sent to pay, with its tenant (the return URL carries only its id). */
  pendingPayment: "pendingPayment",
  /** The booking a visitor chose before signing up or in, to come back to (lib/pending-booking.ts). */
  pendingBooking: "pendingBooking",
} as const;

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Never-throwing wrapper around a store (the browser's localStorage by default). */
export function createSafeStore(store: KeyValueStore | undefined = browserStorage()): KeyValueStore {
  return {
    getItem(key) {
      try { return store?.getItem(key) ?? null; } catch { return null; }
    },
    setItem(key, value) {
      try { store?.setItem(key, value); } catch { /* quota or disabled storage: the value lives for this page only */ }
    },
    removeItem(key) {
      try { store?.removeItem(key); } catch { /* nothing stored that could be removed */ }
    },
  };
}

export const appStorage: KeyValueStore = createSafeStore();
