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
  /** The plan a visitor chose on the landing page, kept through sign-up (lib/chosen-plan.ts). */
  chosenPlan: "chosenPlan",
  /** Telegram ids the bot's write-access request was offered to on this device (issue 18.1). */
  writeAccessAsked: "writeAccessAsked",
  /** Telegram ids offered "add to home screen" on this device, or found it added (issue 18.5). */
  homeScreenOffered: "homeScreenOffered",
  /** Times on the business's clock or the device's own ("business" | "device", issue 31.5). */
  clockChoice: "clockChoice",
} as const;

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Never-throwing wrapper around a store. Without one it uses the browser's localStorage as found at
 * each call, so the in-memory stand-in of `installStorageFallback` serves it once installed.
 */
export function createSafeStore(given?: KeyValueStore): KeyValueStore {
  const store = () => given ?? browserStorage();
  return {
    getItem(key) {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        store()?.setItem(key, value);
      } catch {
        /* quota or disabled storage: the value lives for this page only */
      }
    },
    removeItem(key) {
      try {
        store()?.removeItem(key);
      } catch {
        /* nothing stored that could be removed */
      }
    },
  };
}

export const appStorage: KeyValueStore = createSafeStore();

/** A Storage kept in memory: what this page writes lives until it unloads. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(String(key)) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(String(key));
    },
    setItem: (key, value) => {
      items.set(String(key), String(value));
    },
  };
}

function usable(target: Window, name: "localStorage" | "sessionStorage"): boolean {
  try {
    const storage = target[name];
    const probe = "booking/probe";
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * Issue 19.1: a browser that blocks third-party storage (Chromium's default for Telegram Web's
 * iframe, Brave, incognito) throws on the mere read of `sessionStorage`/`localStorage`, and so would
 * the Telegram SDK. Before anything touches them, each unusable one is replaced by an in-memory
 * Storage on `window`. Returns the names replaced (empty when storage works).
 */
export function installStorageFallback(target: Window = window): string[] {
  const replaced: string[] = [];
  for (const name of ["sessionStorage", "localStorage"] as const) {
    if (usable(target, name)) continue;
    try {
      Object.defineProperty(target, name, { configurable: true, enumerable: true, value: createMemoryStorage() });
      replaced.push(name);
    } catch (error) {
      console.warn(`[storage] ${name} is blocked and cannot be replaced`, error);
    }
  }
  return replaced;
}
