// Holds the session of spec §4 for the React tree. The rules live in session-machine.ts; this
// component only runs their effects (the injectable fetch and the browser storage).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { rest, type SessionUser } from "../api/rest.ts";
import { appStorage, STORAGE_KEYS, type KeyValueStore } from "../lib/storage.ts";
import { useMachine, type Dispatch } from "../lib/use-machine.ts";
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { tenantPath } from "../router/paths.ts";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import type { TelegramUser } from "../telegram/telegram-env.ts";
import { isAdmin, isExpert, LOADING, transition, type SessionEffect, type SessionEvent, type SessionState } from "./session-machine.ts";

export interface SessionContextValue {
  state: SessionState;
  user: SessionUser | null;
  telegramUser?: TelegramUser;
  loading: boolean;
  registrationNeeded: boolean;
  isAdmin: boolean;
  /** Role EXPERT: the admin page shows their own desk (issue 16.2). */
  isExpert: boolean;
  /** After a login or registration answer: stores the user (and the token, when one was issued). */
  logIn(user: SessionUser, token?: string): void;
  updateUser(user: SessionUser): void;
  /** Ends the server session, removes the token and reloads the root page (spec §2). */
  logOut(): Promise<void>;
  refresh(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Where a logout lands: the platform's root page on the web; inside Telegram the tenant's home, never
 * the marketing page (issue 14.3), keeping the launch parameters of the hash (launch-params.ts).
 */
export function rootPageOf(isTelegram: boolean, tenant: string | undefined): string {
  return isTelegram ? `${tenantPath(tenant ?? DEFAULT_TENANT_SLUG)}${window.location.hash}` : "/";
}
const fetchCurrentUser = (signal: AbortSignal) => rest("user.me", undefined, { signal });
/** Ends the server session of the stored bearer token. */
const revokeSession = () => rest("auth.logout", undefined);
/** Logout never waits longer than this for the server to revoke the token. */
const REVOKE_TIMEOUT_MS = 2000;

async function revokeQuietly(revoke: () => Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REVOKE_TIMEOUT_MS);
  });
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
  children,
  tenant,
  fetchUser = fetchCurrentUser,
  revoke = revokeSession,
  storage = appStorage,
  reloadRoot: givenReloadRoot,
}: SessionProviderProps) {
  const { user: telegramUser, isTelegram } = useTelegram();
  const reloadRoot = useCallback(() => {
    if (givenReloadRoot) givenReloadRoot();
    else window.location.assign(rootPageOf(isTelegram, tenant));
  }, [givenReloadRoot, isTelegram, tenant]);
  const abortRef = useRef<AbortController | null>(null);

  const runEffect = (effect: SessionEffect, dispatch: Dispatch<SessionEvent>): void => {
    switch (effect.type) {
      case "storeUser":
        storage.setItem(STORAGE_KEYS.user, JSON.stringify(effect.user));
        break;
      case "storeToken":
        storage.setItem(STORAGE_KEYS.authToken, effect.token);
        break;
      case "clearUser":
        storage.removeItem(STORAGE_KEYS.user);
        break;
      case "removeToken":
        storage.removeItem(STORAGE_KEYS.authToken);
        break;
      case "fetchUser": {
        abortRef.current?.abort();
        const controller = new AbortController();
        abortRef.current = controller;
        fetchUser(controller.signal).then(
          (user) => {
            if (!controller.signal.aborted) dispatch({ type: "USER_LOADED", user });
          },
          (error: unknown) => {
            if (!controller.signal.aborted) dispatch({ type: "LOAD_FAILED", error, hasTelegramUser: !!telegramUser });
          },
        );
        break;
      }
    }
  };
  const [state, dispatch] = useMachine(transition, () => LOADING, runEffect);

  const start = useCallback(() => {
    dispatch({ type: "START", hasTelegramUser: !!telegramUser, hasToken: !!storage.getItem(STORAGE_KEYS.authToken) });
  }, [dispatch, storage, telegramUser]);

  // Runs again when the tenant changes, because the user's role is per tenant. Until it has run,
  // the user in the state is the previous tenant's: the session counts as loading, so a guard
  // (RequireAdmin) never judges the new page by the old role (an owner sent from /account to their
  // back office would otherwise be turned away as the platform's customer).
  const [startedFor, setStartedFor] = useState(tenant);
  useEffect(() => {
    setStartedFor(tenant);
    start();
    return () => abortRef.current?.abort();
  }, [start, tenant]);
  const stale = startedFor !== tenant;

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      user: state.user,
      telegramUser,
      loading: stale || state.status === "loading",
      registrationNeeded: state.registrationNeeded,
      isAdmin: isAdmin(state.user),
      isExpert: isExpert(state.user),
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
    }),
    [state, stale, telegramUser, dispatch, reloadRoot, start, storage, revoke],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
