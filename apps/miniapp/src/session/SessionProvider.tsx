// Holds the session of spec §4 for the React tree. The rules live in session-machine.ts; this
// component only runs their effects (the injectable fetch and the browser storage).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { fetchCurrentUser, revokeSession } from "../api/user-api.ts";
import { appStorage, STORAGE_KEYS, type KeyValueStore } from "../lib/storage.ts";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import type { TelegramUser } from "../telegram/telegram-env.ts";
import { LOADING, transition, type SessionEffect, type SessionEvent, type SessionState } from "./session-machine.ts";
import { isAdmin, type SessionUser } from "./session-types.ts";

export interface SessionContextValue {
  state: SessionState;
  user: SessionUser | null;
  telegramUser?: TelegramUser;
  loading: boolean;
  registrationNeeded: boolean;
  isAdmin: boolean;
  /** After a login or registration answer: stores the user (and the token, when one was issued). */
  logIn(user: SessionUser, token?: string): void;
  updateUser(user: SessionUser): void;
  /** Ends the server session, removes the token and reloads the root page (spec §2). */
  logOut(): Promise<void>;
  refresh(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const reloadRootPage = () => window.location.assign("/");
/** Logout never waits longer than this for the server to revoke the token. */
const REVOKE_TIMEOUT_MS = 2000;

async function revokeQuietly(revoke: () => Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => { timer = setTimeout(resolve, REVOKE_TIMEOUT_MS); });
  try {
    await Promise.race([revoke(), timeout]);
  } catch (error) {
    // The token is dropped locally either way; a failed revoke only leaves it to expire.
    console.warn("[session] could not end the server session", error);
  } finally {
    clearTimeout(timer);
  }
}

export interface SessionProviderProps {
  children: ReactNode;
  /** The tenant of the current route: the user's role depends on it, so a change reloads the user. */
  tenant?: string;
  fetchUser?: (signal: AbortSignal) => Promise<SessionUser>;
  revoke?: () => Promise<unknown>;
  storage?: KeyValueStore;
  reloadRoot?: () => void;
}

export function SessionProvider({
  children, tenant, fetchUser = fetchCurrentUser, revoke = revokeSession, storage = appStorage, reloadRoot = reloadRootPage,
}: SessionProviderProps) {
  const { user: telegramUser } = useTelegram();
  const [state, setState] = useState<SessionState>(LOADING);
  const stateRef = useRef(state);
  const abortRef = useRef<AbortController | null>(null);

  const dispatch = useCallback((event: SessionEvent) => {
    const next = transition(stateRef.current, event);
    stateRef.current = next.state;
    setState(next.state);
    next.effects.forEach(runEffect);

    function runEffect(effect: SessionEffect): void {
      switch (effect.type) {
        case "storeUser": storage.setItem(STORAGE_KEYS.user, JSON.stringify(effect.user)); break;
        case "storeToken": storage.setItem(STORAGE_KEYS.authToken, effect.token); break;
        case "clearUser": storage.removeItem(STORAGE_KEYS.user); break;
        case "removeToken": storage.removeItem(STORAGE_KEYS.authToken); break;
        case "fetchUser": {
          abortRef.current?.abort();
          const controller = new AbortController();
          abortRef.current = controller;
          fetchUser(controller.signal).then(
            (user) => { if (!controller.signal.aborted) dispatch({ type: "USER_LOADED", user }); },
            (error: unknown) => {
              if (!controller.signal.aborted) dispatch({ type: "LOAD_FAILED", error, hasTelegramUser: !!telegramUser });
            },
          );
          break;
        }
      }
    }
  }, [fetchUser, storage, telegramUser]);

  const start = useCallback(() => {
    dispatch({ type: "START", hasTelegramUser: !!telegramUser, hasToken: !!storage.getItem(STORAGE_KEYS.authToken) });
  }, [dispatch, storage, telegramUser]);

  // Runs again when the tenant changes, because the user's role is per tenant.
  useEffect(() => {
    start();
    return () => abortRef.current?.abort();
  }, [start, tenant]);

  const value = useMemo<SessionContextValue>(() => ({
    state,
    user: state.user,
    telegramUser,
    loading: state.status === "loading",
    registrationNeeded: state.registrationNeeded,
    isAdmin: isAdmin(state.user),
    logIn: (user, token) => dispatch({ type: "LOGGED_IN", user, token }),
    updateUser: (user) => dispatch({ type: "USER_UPDATED", user }),
    logOut: async () => {
      abortRef.current?.abort();
      // Revoke while the token is still stored: the request authenticates with it.
      if (storage.getItem(STORAGE_KEYS.authToken)) await revokeQuietly(revoke);
      dispatch({ type: "LOGGED_OUT" });
      reloadRoot();
    },
    refresh: start,
  }), [state, telegramUser, dispatch, reloadRoot, start, storage, revoke]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
