import { describe, expect, it } from "vitest";
import { ApiError } from "../api/http.ts";
import { ANONYMOUS, isNotFoundError, LOADING, transition } from "./session-machine.ts";
import { sessionUser } from "../test/session-user.ts";

const user = sessionUser({ id: "u1", firstName: "Анна", role: "CUSTOMER" });

describe("session start (spec §4)", () => {
  it("fetches the current user when Telegram user data exists", () => {
    expect(transition(LOADING, { type: "START", hasTelegramUser: true, hasToken: false })).toEqual({
      state: LOADING,
      effects: [{ type: "fetchUser" }],
    });
  });

  it("fetches the current user when a token is stored", () => {
    expect(transition(ANONYMOUS, { type: "START", hasTelegramUser: false, hasToken: true }).effects).toEqual([{ type: "fetchUser" }]);
  });

  it("is anonymous without any identity, and fetches nothing", () => {
    const { state, effects } = transition(LOADING, { type: "START", hasTelegramUser: false, hasToken: false });
    expect(state).toEqual(ANONYMOUS);
    expect(effects).not.toContainEqual({ type: "fetchUser" });
  });
});

describe("session load results", () => {
  it("stores a found user; registration is not needed", () => {
    expect(transition(LOADING, { type: "USER_LOADED", user })).toEqual({
      state: { status: "authenticated", user, registrationNeeded: false },
      effects: [{ type: "storeUser", user }],
    });
  });

  it("needs registration on 404 only when a Telegram user exists", () => {
    const notFound = new ApiError(404, "userNotFound", "User not found, please register first");
    const withTelegram = transition(LOADING, { type: "LOAD_FAILED", error: notFound, hasTelegramUser: true });
    expect(withTelegram.state).toEqual({ status: "unregistered", user: null, registrationNeeded: true });
    expect(withTelegram.effects).not.toContainEqual({ type: "removeToken" });
    const withoutTelegram = transition(LOADING, { type: "LOAD_FAILED", error: notFound, hasTelegramUser: false });
    expect(withoutTelegram.state).toEqual({ status: "unregistered", user: null, registrationNeeded: false });
  });

  it("treats a message containing 'not found' or '404' as not registered", () => {
    expect(isNotFoundError(new Error("User Not Found"))).toBe(true);
    expect(isNotFoundError(new Error("HTTP 404"))).toBe(true);
    expect(isNotFoundError(new ApiError(500, "INTERNAL_ERROR", "boom"))).toBe(false);
    expect(isNotFoundError("not found")).toBe(false);
  });

  it("clears the user and removes the token on any other error", () => {
    const { state, effects } = transition(LOADING, {
      type: "LOAD_FAILED",
      error: new ApiError(401, "UNAUTHORIZED", "Authentication required"),
      hasTelegramUser: true,
    });
    expect(state).toEqual(ANONYMOUS);
    expect(effects).toEqual(expect.arrayContaining([{ type: "clearUser" }, { type: "removeToken" }]));
  });

  it("keeps the token and the user when the Telegram launch data has expired (issue 19.2)", () => {
    const { state, effects } = transition(LOADING, {
      type: "LOAD_FAILED",
      error: new ApiError(401, "TELEGRAM_INIT_DATA_EXPIRED", "Telegram init data has expired"),
      hasTelegramUser: true,
    });
    expect(state).toEqual(ANONYMOUS);
    expect(effects).toEqual([]);
  });

  it("keeps the token when the server could not be reached at all", () => {
    const { state, effects } = transition(LOADING, { type: "LOAD_FAILED", error: new ApiError(0), hasTelegramUser: false });
    expect(state).toEqual(ANONYMOUS);
    expect(effects).toEqual([]);
  });
});

describe("login and logout", () => {
  it("stores the user and the issued token after a login", () => {
    expect(transition(ANONYMOUS, { type: "LOGGED_IN", user, token: "t1" }).effects).toEqual([
      { type: "storeUser", user },
      { type: "storeToken", token: "t1" },
    ]);
  });

  it("removes the token and the user on logout", () => {
    const authenticated = transition(LOADING, { type: "USER_LOADED", user }).state;
    const { state, effects } = transition(authenticated, { type: "LOGGED_OUT" });
    expect(state).toEqual(ANONYMOUS);
    expect(effects).toEqual(expect.arrayContaining([{ type: "removeToken" }, { type: "clearUser" }]));
  });
});
