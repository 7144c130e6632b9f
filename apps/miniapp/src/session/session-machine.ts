// Spec §4 "Session" as a pure transition function: the provider feeds it events and carries out
// the effects it returns (fetch, storage), so every rule is testable without React or a server.
import type { SessionUser } from "../api/rest.ts";
import { LAUNCH_EXPIRED_CODE } from "../lib/launch-expired.ts";

export type SessionState =
  | { status: "loading"; user: null; registrationNeeded: false }
  | { status: "authenticated"; user: SessionUser; registrationNeeded: false }
  /** The server does not know this identity; registration is offered only to Telegram users. */
  | { status: "unregistered"; user: null; registrationNeeded: boolean }
  | { status: "anonymous"; user: null; registrationNeeded: false };

export type SessionEvent =
  | { type: "START"; hasTelegramUser: boolean; hasToken: boolean }
  | { type: "USER_LOADED"; user: SessionUser }
  | { type: "LOAD_FAILED"; error: unknown; hasTelegramUser: boolean }
  | { type: "LOGGED_IN"; user: SessionUser; token?: string }
  | { type: "USER_UPDATED"; user: SessionUser }
  | { type: "LOGGED_OUT" };

export type SessionEffect =
  | { type: "fetchUser" }
  | { type: "storeUser"; user: SessionUser }
  | { type: "storeToken"; token: string }
  | { type: "clearUser" }
  | { type: "removeToken" };

export interface Transition {
  state: SessionState;
  effects: SessionEffect[];
}

export const LOADING: SessionState = { status: "loading", user: null, registrationNeeded: false };
export const ANONYMOUS: SessionState = { status: "anonymous", user: null, registrationNeeded: false };

function authenticated(user: SessionUser): SessionState {
  return { status: "authenticated", user, registrationNeeded: false };
}

/** Spec §8: a message containing "not found" or "404" (or the status itself) means "not registered". */
export function isNotFoundError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { status, code, message } = error as { status?: unknown; code?: unknown; message?: unknown };
  if (status === 404 || code === "userNotFound") return true;
  return typeof message === "string" && /not found|404/i.test(message);
}

/** No answer at all (offline, server down): not a verdict on the identity, so the token is kept. */
function isNoResponse(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { status?: unknown }).status === 0;
}

function isLaunchExpired(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === LAUNCH_EXPIRED_CODE;
}

export function transition(state: SessionState, event: SessionEvent): Transition {
  switch (event.type) {
    case "START":
      return event.hasTelegramUser || event.hasToken
        ? { state: LOADING, effects: [{ type: "fetchUser" }] }
        : { state: ANONYMOUS, effects: [{ type: "clearUser" }] };
    case "USER_LOADED":
    case "USER_UPDATED":
      return { state: authenticated(event.user), effects: [{ type: "storeUser", user: event.user }] };
    case "LOGGED_IN":
      return {
        state: authenticated(event.user),
        effects: [{ type: "storeUser", user: event.user }, ...(event.token ? [{ type: "storeToken" as const, token: event.token }] : [])],
      };
    case "LOAD_FAILED":
      if (isNotFoundError(event.error)) {
        return {
          state: { status: "unregistered", user: null, registrationNeeded: event.hasTelegramUser },
          effects: [{ type: "clearUser" }],
        };
      }
      // No answer, or expired Telegram launch data (the app asks to reopen it): neither is a verdict
      // on the stored session, so the token stays (issue 19.2).
      if (isNoResponse(event.error) || isLaunchExpired(event.error)) return { state: ANONYMOUS, effects: [] };
      return { state: ANONYMOUS, effects: [{ type: "clearUser" }, { type: "removeToken" }] };
    case "LOGGED_OUT":
      return { state: ANONYMOUS, effects: [{ type: "removeToken" }, { type: "clearUser" }] };
    default:
      return { state, effects: [] };
  }
}

/** A team member who manages their own schedule and bookings (issue 16.2). */
export function isExpert(user: SessionUser | null | undefined): boolean {
  return user?.role === "EXPERT";
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === "ADMIN";
}
