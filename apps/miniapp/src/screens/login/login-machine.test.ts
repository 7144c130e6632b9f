import { en, flattenKeys, type TranslationTree } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/http.ts";
import { sessionUser } from "../../test/session-user.ts";
import machineSource from "./login-machine.ts?raw";
import {
  canSubmit,
  canUseCodeInstead,
  initialLoginState,
  loginTransition,
  type LoginEvent,
  type LoginState,
  type UserLookup,
} from "./login-machine.ts";

const user = sessionUser({ id: "u1", firstName: "Анна" });

/** Applies events in order, collecting every effect. */
function run(events: LoginEvent[], from: LoginState = initialLoginState()) {
  let state = from;
  const effects: ReturnType<typeof loginTransition>["effects"] = [];
  for (const event of events) {
    const step = loginTransition(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

function checked(state: LoginState, lookup: UserLookup): LoginEvent {
  return { type: "USER_CHECKED", attempt: state.attempt, lookup };
}

/** The state after the email step was submitted for `email`. */
function afterEmail(email = "anna@example.com") {
  return run([{ type: "EMAIL_CHANGED", value: email }, { type: "SUBMIT" }]);
}

describe("email step", () => {
  it("requires an email, with heavy haptics, and sends nothing", () => {
    const { state, effects } = run([{ type: "EMAIL_CHANGED", value: "   " }, { type: "SUBMIT" }]);
    expect(state.error).toEqual({ key: "login.errors.emailRequired" });
    expect(effects).toEqual([{ type: "invalid" }]);
    expect(state.pending).toBeNull();
  });

  it("checks the trimmed email and blocks a second submit while checking", () => {
    const { state, effects } = run([{ type: "EMAIL_CHANGED", value: " anna@example.com " }, { type: "SUBMIT" }, { type: "SUBMIT" }]);
    expect(effects).toEqual([{ type: "checkUser", attempt: 1, email: "anna@example.com" }]);
    expect(state.pending).toBe("check");
    expect(canSubmit(state)).toBe(false);
  });

  it("goes to the password step when the account has a password", () => {
    const first = afterEmail().state;
    const { state, effects } = run([checked(first, { exists: true, hasTelegram: true, hasPassword: true })], first);
    expect(state.step).toBe("password");
    expect(state.pending).toBeNull();
    expect(effects).toEqual([]);
  });

  it("goes to the code step and requests a code when only Telegram is linked", () => {
    const first = afterEmail().state;
    const { state, effects } = run([checked(first, { exists: true, hasTelegram: true, hasPassword: false })], first);
    expect(state.step).toBe("code");
    expect(state.pending).toBe("sendCode");
    expect(effects).toEqual([{ type: "requestCode", attempt: state.attempt, email: "anna@example.com" }]);
  });

  it("says userNotFound for an unknown email and accountNotConfigured without password and Telegram", () => {
    const first = afterEmail().state;
    expect(run([checked(first, { exists: false, hasTelegram: false, hasPassword: false })], first).state).toMatchObject({
      step: "email",
      error: { key: "login.errors.userNotFound" },
    });
    expect(run([checked(first, { exists: true, hasTelegram: false, hasPassword: false })], first).state).toMatchObject({
      step: "email",
      error: { key: "login.errors.accountNotConfigured" },
    });
  });

  it("shows a failed check by the server's answer, falling back to failedToCheck", () => {
    const first = afterEmail().state;
    const error = new ApiError(429, "RATE_LIMITED", "Too many requests");
    const { state } = run([{ type: "REQUEST_FAILED", attempt: first.attempt, error }], first);
    expect(state.error).toEqual({ failure: error, fallbackKey: "login.errors.failedToCheck" });
    expect(state.pending).toBeNull();
  });
});

describe("password step", () => {
  const onPasswordStep = () => {
    const first = afterEmail().state;
    return run([checked(first, { exists: true, hasTelegram: true, hasPassword: true })], first).state;
  };

  it("requires the password", () => {
    const { state, effects } = run([{ type: "SUBMIT" }], onPasswordStep());
    expect(state.error).toEqual({ key: "login.errors.passwordRequired" });
    expect(effects).toEqual([{ type: "invalid" }]);
  });

  it("logs in with email and password and hands over the token and user", () => {
    const { state: sending, effects } = run([{ type: "PASSWORD_CHANGED", value: "secret-1" }, { type: "SUBMIT" }], onPasswordStep());
    expect(effects).toEqual([{ type: "webLogin", attempt: sending.attempt, email: "anna@example.com", password: "secret-1" }]);
    const done = run([{ type: "SIGNED_IN", attempt: sending.attempt, token: "tok", user }], sending);
    expect(done.effects).toEqual([{ type: "signedIn", token: "tok", user }]);
    expect(done.state).toMatchObject({ signedIn: true, password: "" });
    expect(canSubmit(done.state)).toBe(false);
  });

  it("clears the password after any failed login and shows invalidPassword unless the server says more", () => {
    const sending = run([{ type: "PASSWORD_CHANGED", value: "wrong" }, { type: "SUBMIT" }], onPasswordStep()).state;
    const error = new ApiError(401, "invalidPassword", "Invalid email or password");
    const { state } = run([{ type: "REQUEST_FAILED", attempt: sending.attempt, error }], sending);
    expect(state).toMatchObject({ step: "password", password: "", pending: null });
    expect(state.error).toEqual({ failure: error, fallbackKey: "login.errors.invalidPassword" });
  });

  it("can ask for a code instead, and falls back to the password step when that fails", () => {
    const { state: sending, effects } = run([{ type: "USE_CODE_INSTEAD" }], onPasswordStep());
    expect(sending).toMatchObject({ step: "code", pending: "sendCode" });
    expect(effects).toEqual([{ type: "requestCode", attempt: sending.attempt, email: "anna@example.com" }]);
    const error = new ApiError(409, "telegramNotLinked", "Telegram account is not linked");
    const { state } = run([{ type: "REQUEST_FAILED", attempt: sending.attempt, error }], sending);
    expect(state.step).toBe("password");
    expect(state.error).toEqual({ failure: error, fallbackKey: "login.errors.failedToSend" });
  });

  it("offers no code to an account without Telegram linked (it could not be delivered)", () => {
    const first = afterEmail().state;
    const passwordOnly = run([checked(first, { exists: true, hasTelegram: false, hasPassword: true })], first).state;
    expect(passwordOnly.step).toBe("password");
    expect(canUseCodeInstead(passwordOnly)).toBe(false);
    expect(run([{ type: "USE_CODE_INSTEAD" }], passwordOnly)).toEqual({ state: passwordOnly, effects: [] });
    expect(canUseCodeInstead(onPasswordStep())).toBe(true);
  });
});

describe("code step", () => {
  const withCodeSent = () => {
    const first = afterEmail().state;
    const sending = run([checked(first, { exists: true, hasTelegram: true, hasPassword: false })], first).state;
    return run([{ type: "CODE_SENT", attempt: sending.attempt, sessionId: "s-1" }], sending).state;
  };

  it("keeps digits only, at most 6, and enables submit only at 6 digits", () => {
    let state = withCodeSent();
    expect(state.sessionId).toBe("s-1");
    state = loginTransition(state, { type: "CODE_CHANGED", value: "12a3 4" }).state;
    expect(state.code).toBe("1234");
    expect(canSubmit(state)).toBe(false);
    state = loginTransition(state, { type: "CODE_CHANGED", value: "12345678" }).state;
    expect(state.code).toBe("123456");
    expect(canSubmit(state)).toBe(true);
  });

  it("verifies the code with the kept session id", () => {
    const { effects, state } = run([{ type: "CODE_CHANGED", value: "654321" }, { type: "SUBMIT" }], withCodeSent());
    expect(effects).toEqual([{ type: "verifyCode", attempt: state.attempt, sessionId: "s-1", code: "654321" }]);
  });

  it("refuses an incomplete code without a request", () => {
    const { effects, state } = run([{ type: "CODE_CHANGED", value: "12" }, { type: "SUBMIT" }], withCodeSent());
    expect(effects).toEqual([{ type: "invalid" }]);
    expect(state.error).toEqual({ key: "login.errors.codeRequired" });
  });

  it("shows invalidCode for an invalid or expired code, clearing the input", () => {
    const sending = run([{ type: "CODE_CHANGED", value: "000000" }, { type: "SUBMIT" }], withCodeSent()).state;
    const byCode = run([{ type: "REQUEST_FAILED", attempt: sending.attempt, error: new ApiError(401, "invalidCode") }], sending).state;
    expect(byCode).toMatchObject({ code: "", error: { key: "login.errors.invalidCode" } });
    const byMessage = run([{ type: "REQUEST_FAILED", attempt: sending.attempt, error: new Error("Code expired") }], sending).state;
    expect(byMessage.error).toEqual({ key: "login.errors.invalidCode" });
    const other = new ApiError(500, "INTERNAL_ERROR", "boom");
    expect(run([{ type: "REQUEST_FAILED", attempt: sending.attempt, error: other }], sending).state.error).toEqual({
      failure: other,
      fallbackKey: "login.errors.failedToVerify",
    });
  });

  it("can send a new code", () => {
    const { effects, state } = run([{ type: "RESEND_CODE" }], withCodeSent());
    expect(state).toMatchObject({ pending: "sendCode", sessionId: null });
    expect(effects).toEqual([{ type: "requestCode", attempt: state.attempt, email: "anna@example.com" }]);
  });

  it("returns to the email step when the code cannot be sent and there is no password", () => {
    const first = afterEmail().state;
    const sending = run([checked(first, { exists: true, hasTelegram: true, hasPassword: false })], first).state;
    const { state } = run([{ type: "REQUEST_FAILED", attempt: sending.attempt, error: new ApiError(502, "failedToSend") }], sending);
    expect(state.step).toBe("email");
  });
});

describe("back", () => {
  it("returns to the email step and clears everything but the email", () => {
    const first = afterEmail().state;
    const onPassword = run(
      [checked(first, { exists: true, hasTelegram: true, hasPassword: true }), { type: "PASSWORD_CHANGED", value: "x" }],
      first,
    ).state;
    const { state } = run([{ type: "BACK" }], onPassword);
    expect(state).toMatchObject({ ...initialLoginState("anna@example.com"), attempt: state.attempt });
  });

  it("makes the answer of a request still in flight stale", () => {
    const sending = afterEmail().state;
    const back = loginTransition(sending, { type: "BACK" }).state;
    const late = loginTransition(back, checked(sending, { exists: true, hasTelegram: false, hasPassword: true }));
    expect(late.state).toBe(back);
    expect(late.effects).toEqual([]);
  });
});

describe("messages", () => {
  it("every key the machine can show exists in the translations", () => {
    const keys = new Set(flattenKeys(en as unknown as TranslationTree));
    const used = [...machineSource.matchAll(/"(login\.[\w.]+)"/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(8);
    expect(used.filter((key) => !keys.has(key ?? ""))).toEqual([]);
  });
});
