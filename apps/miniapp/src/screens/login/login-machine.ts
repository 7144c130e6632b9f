// Spec §4 "Login flow" and §5/§8 login rules as a pure state machine. Steps: email, then password
// (the account has one) or a one-time code (no password, Telegram linked: the code is requested at
// once). From the password step the user may ask for a code instead, when the account has Telegram
// linked (the code is sent there, issue 14.2); Back returns to the email
// step and clears everything but the typed email. Each request carries the id of the attempt that
// started it, so an answer arriving after Back (or after a newer request) is ignored.
import { errorCodeOf } from "../../api/api-error.ts";
import type { FormError } from "../../lib/form-error.ts";
import { isCompleteCode, sanitizeCode } from "../../lib/validation.ts";
import type { RestOutput, SessionUser } from "../../api/rest.ts";

export type LoginStep = "email" | "password" | "code";
export type LoginRequest = "check" | "password" | "sendCode" | "verify";

export type UserLookup = RestOutput<"auth.checkUser">;

export interface LoginState {
  step: LoginStep;
  email: string;
  password: string;
  code: string;
  /** The code login session of the last sent code (spec: "a code session id is kept"). */
  sessionId: string | null;
  /** From check-user: a failed code request falls back to the password step only when there is one. */
  hasPassword: boolean;
  /** From check-user: a code can only be sent to a linked Telegram account. */
  hasTelegram: boolean;
  pending: LoginRequest | null;
  /** Id of the latest request; answers carrying an older id are stale. */
  attempt: number;
  error: FormError | null;
  signedIn: boolean;
}

export type LoginEvent =
  | { type: "EMAIL_CHANGED"; value: string }
  | { type: "PASSWORD_CHANGED"; value: string }
  | { type: "CODE_CHANGED"; value: string }
  | { type: "SUBMIT" }
  | { type: "USE_CODE_INSTEAD" }
  | { type: "RESEND_CODE" }
  | { type: "BACK" }
  | { type: "USER_CHECKED"; attempt: number; lookup: UserLookup }
  | { type: "CODE_SENT"; attempt: number; sessionId: string }
  | { type: "SIGNED_IN"; attempt: number; token: string; user: SessionUser }
  | { type: "REQUEST_FAILED"; attempt: number; error: unknown };

export type LoginEffect =
  | { type: "checkUser"; attempt: number; email: string }
  | { type: "webLogin"; attempt: number; email: string; password: string }
  | { type: "requestCode"; attempt: number; email: string }
  | { type: "verifyCode"; attempt: number; sessionId: string; code: string }
  | { type: "signedIn"; token: string; user: SessionUser }
  /** A failed validation: heavy haptic inside Telegram. */
  | { type: "invalid" };

export interface LoginStepResult {
  state: LoginState;
  effects: LoginEffect[];
}

export function initialLoginState(email = ""): LoginState {
  return {
    step: "email",
    email,
    password: "",
    code: "",
    sessionId: null,
    hasPassword: false,
    hasTelegram: false,
    pending: null,
    attempt: 0,
    error: null,
    signedIn: false,
  };
}

function stay(state: LoginState): LoginStepResult {
  return { state, effects: [] };
}

function invalid(state: LoginState, key: string): LoginStepResult {
  return { state: { ...state, error: { key } }, effects: [{ type: "invalid" }] };
}

/** Starts a request: a new attempt id, the pending marker, no old error. */
function start(state: LoginState, pending: LoginRequest, changes: Partial<LoginState> = {}): LoginState {
  return { ...state, ...changes, pending, attempt: state.attempt + 1, error: null };
}

function requestCode(state: LoginState): LoginStepResult {
  const next = start(state, "sendCode", { step: "code", code: "", sessionId: null });
  return { state: next, effects: [{ type: "requestCode", attempt: next.attempt, email: next.email.trim() }] };
}

function submit(state: LoginState): LoginStepResult {
  if (state.pending) return stay(state);
  const email = state.email.trim();
  switch (state.step) {
    case "email": {
      if (!email) return invalid(state, "login.errors.emailRequired");
      const next = start(state, "check");
      return { state: next, effects: [{ type: "checkUser", attempt: next.attempt, email }] };
    }
    case "password": {
      if (!state.password) return invalid(state, "login.errors.passwordRequired");
      const next = start(state, "password");
      return { state: next, effects: [{ type: "webLogin", attempt: next.attempt, email, password: state.password }] };
    }
    case "code": {
      if (!isCompleteCode(state.code)) return invalid(state, "login.errors.codeRequired");
      if (!state.sessionId) return requestCode(state);
      const next = start(state, "verify");
      return { state: next, effects: [{ type: "verifyCode", attempt: next.attempt, sessionId: state.sessionId, code: state.code }] };
    }
  }
}

function afterLookup(state: LoginState, lookup: UserLookup): LoginStepResult {
  const done = { ...state, pending: null, hasPassword: lookup.hasPassword, hasTelegram: lookup.hasTelegram };
  if (!lookup.exists) return { state: { ...done, error: { key: "login.errors.userNotFound" } }, effects: [] };
  if (lookup.hasPassword) return { state: { ...done, step: "password" }, effects: [] };
  if (lookup.hasTelegram) return requestCode(done);
  return { state: { ...done, error: { key: "login.errors.accountNotConfigured" } }, effects: [] };
}

/** Spec §8: a server message containing "invalid" or "expired" is the invalid-code text. */
function isInvalidCode(error: unknown): boolean {
  if (errorCodeOf(error) === "invalidCode") return true;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && /invalid|expired/i.test(message);
}

function afterFailure(state: LoginState, error: unknown): LoginStepResult {
  const done = { ...state, pending: null };
  switch (state.pending) {
    case "check":
      return stay({ ...done, error: { failure: error, fallbackKey: "login.errors.failedToCheck" } });
    case "password":
      // Any password-login failure reads "Invalid email or password" unless the server says more (rate limit).
      return stay({ ...done, password: "", error: { failure: error, fallbackKey: "login.errors.invalidPassword" } });
    case "sendCode": {
      // Without a sent code the code step is a dead end: go back to where the user came from.
      const failure: FormError = { failure: error, fallbackKey: "login.errors.failedToSend" };
      return stay({ ...done, step: state.hasPassword ? "password" : "email", error: failure });
    }
    case "verify":
      return stay({
        ...done,
        code: "",
        error: isInvalidCode(error) ? { key: "login.errors.invalidCode" } : { failure: error, fallbackKey: "login.errors.failedToVerify" },
      });
    default:
      return stay(done);
  }
}

export function loginTransition(state: LoginState, event: LoginEvent): LoginStepResult {
  switch (event.type) {
    case "EMAIL_CHANGED":
      return stay({ ...state, email: event.value, error: null });
    case "PASSWORD_CHANGED":
      return stay({ ...state, password: event.value, error: null });
    case "CODE_CHANGED":
      return stay({ ...state, code: sanitizeCode(event.value), error: null });
    case "SUBMIT":
      return submit(state);
    case "USE_CODE_INSTEAD":
      return canUseCodeInstead(state) ? requestCode(state) : stay(state);
    case "RESEND_CODE":
      return state.step === "code" && !state.pending ? requestCode(state) : stay(state);
    case "BACK":
      // A new attempt id makes the answer of anything still in flight stale.
      return stay({ ...initialLoginState(state.email), attempt: state.attempt + 1 });
    default:
      break;
  }
  if (event.attempt !== state.attempt || !state.pending) return stay(state);
  switch (event.type) {
    case "USER_CHECKED":
      return afterLookup(state, event.lookup);
    case "CODE_SENT":
      return stay({ ...state, pending: null, sessionId: event.sessionId });
    case "SIGNED_IN":
      return {
        state: { ...state, pending: null, password: "", code: "", signedIn: true },
        effects: [{ type: "signedIn", token: event.token, user: event.user }],
      };
    case "REQUEST_FAILED":
      return afterFailure(state, event.error);
  }
}

/** "Use a code instead" on the password step: only for an account with Telegram linked. */
export function canUseCodeInstead(state: LoginState): boolean {
  return state.step === "password" && state.hasTelegram && !state.pending;
}

/** Spec §5: the code step's submit stays disabled until 6 digits are entered. */
export function canSubmit(state: LoginState): boolean {
  if (state.pending || state.signedIn) return false;
  return state.step !== "code" || isCompleteCode(state.code);
}
