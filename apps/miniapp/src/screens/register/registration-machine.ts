// Spec §4 "Registration form (mini app)" and §5/§8 as a pure state machine: idle → submitting →
// success (redirect after 1 s). USER_EXISTS_EMAIL_CONFIRMATION_REQUIRED asks "is this your
// account?": Yes reveals a password field (the account's password links it to Telegram), No clears
// the email and asks for another one. A failed validation, or a wrong password, gives heavy haptics.
import { REGISTRATION_REDIRECT_MS } from "@booking/contracts/constants";
import { errorCodeOf } from "../../api/api-error.ts";
import type { FormError } from "../../lib/form-error.ts";
import { emailProblem, phoneProblem } from "../../lib/validation.ts";
import type { SessionUser } from "../../api/rest.ts";

export type RegistrationField = "phone" | "email" | "password";

export interface RegistrationState {
  phone: string;
  email: string;
  password: string;
  /** "Yes, it is mine" was answered: the password field is shown and required. */
  passwordRevealed: boolean;
  /** The server said the email has an account: the yes/no question is shown. */
  askingOwnership: boolean;
  status: "idle" | "submitting" | "success";
  error: FormError | null;
  /** After "No": the use-another-email notice. */
  notice: string | null;
  /** Issue 30: the required consent box and the separate marketing box. */
  consent: boolean;
  marketingOptIn: boolean;
}

export type RegistrationEvent =
  | { type: "FIELD_CHANGED"; field: RegistrationField; value: string }
  | { type: "BOX_CHANGED"; box: "consent" | "marketingOptIn"; checked: boolean }
  | { type: "SUBMIT" }
  | { type: "REGISTERED"; token: string; user: SessionUser }
  | { type: "REGISTRATION_FAILED"; error: unknown }
  | { type: "CONFIRM_OWN_ACCOUNT" }
  | { type: "DENY_OWN_ACCOUNT" };

export interface RegistrationPayload {
  phone: string;
  email: string;
  password?: string;
  consent: true;
  marketingOptIn: boolean;
}

export type RegistrationEffect =
  | { type: "register"; payload: RegistrationPayload }
  | { type: "signedIn"; token: string; user: SessionUser }
  | { type: "redirect"; afterMs: number }
  | { type: "invalid" };

export interface RegistrationStep {
  state: RegistrationState;
  effects: RegistrationEffect[];
}

export const EMAIL_EXISTS_CODE = "USER_EXISTS_EMAIL_CONFIRMATION_REQUIRED";

export function initialRegistrationState(): RegistrationState {
  return {
    phone: "",
    email: "",
    password: "",
    passwordRevealed: false,
    askingOwnership: false,
    status: "idle",
    error: null,
    notice: null,
    consent: false,
    marketingOptIn: false,
  };
}

/** The key shown when the consent box is not ticked (under the box, not at the form's foot). */
export const CONSENT_REQUIRED_KEY = "privacy.consent.required";

/** Spec §5, in the order the fields appear; the first problem is the one shown. */
export function registrationProblem(
  state: Pick<RegistrationState, "phone" | "email" | "password" | "passwordRevealed" | "consent">,
): string | null {
  const phone = phoneProblem(state.phone);
  if (phone) return `register.errors.${phone}`;
  const email = emailProblem(state.email);
  if (email) return `register.errors.${email}`;
  if (state.passwordRevealed && !state.password) return "login.errors.passwordRequired";
  if (!state.consent) return CONSENT_REQUIRED_KEY;
  return null;
}

/** Spec §5: disabled while submitting or when phone, email or the revealed password is empty. */
export function canSubmitRegistration(state: RegistrationState): boolean {
  if (state.status !== "idle" || state.askingOwnership) return false;
  return !!state.phone.trim() && !!state.email.trim() && (!state.passwordRevealed || !!state.password);
}

function isInvalidPassword(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return errorCodeOf(error) === "invalidPassword" || (typeof message === "string" && message.includes("Invalid password"));
}

function submit(state: RegistrationState): RegistrationStep {
  if (state.status !== "idle" || state.askingOwnership) return { state, effects: [] };
  const problem = registrationProblem(state);
  if (problem) return { state: { ...state, error: { key: problem } }, effects: [{ type: "invalid" }] };
  const payload: RegistrationPayload = {
    phone: state.phone.trim(),
    email: state.email.trim(),
    consent: true,
    marketingOptIn: state.marketingOptIn,
  };
  if (state.passwordRevealed) payload.password = state.password;
  return { state: { ...state, status: "submitting", error: null, notice: null }, effects: [{ type: "register", payload }] };
}

function failed(state: RegistrationState, error: unknown): RegistrationStep {
  const idle = { ...state, status: "idle" as const };
  if (errorCodeOf(error) === EMAIL_EXISTS_CODE) return { state: { ...idle, askingOwnership: true, error: null }, effects: [] };
  if (isInvalidPassword(error)) {
    return { state: { ...idle, password: "", error: { key: "register.errors.invalidPassword" } }, effects: [{ type: "invalid" }] };
  }
  return { state: { ...idle, error: { failure: error, fallbackKey: "register.errors.registrationFailed" } }, effects: [] };
}

export function registrationTransition(state: RegistrationState, event: RegistrationEvent): RegistrationStep {
  switch (event.type) {
    case "FIELD_CHANGED":
      if (state.status !== "idle") return { state, effects: [] };
      return { state: { ...state, [event.field]: event.value, error: null }, effects: [] };
    case "BOX_CHANGED":
      if (state.status !== "idle") return { state, effects: [] };
      return { state: { ...state, [event.box]: event.checked, error: null }, effects: [] };
    case "SUBMIT":
      return submit(state);
    case "REGISTERED":
      if (state.status !== "submitting") return { state, effects: [] };
      return {
        state: { ...state, status: "success", password: "" },
        effects: [
          { type: "signedIn", token: event.token, user: event.user },
          { type: "redirect", afterMs: REGISTRATION_REDIRECT_MS },
        ],
      };
    case "REGISTRATION_FAILED":
      return state.status === "submitting" ? failed(state, event.error) : { state, effects: [] };
    case "CONFIRM_OWN_ACCOUNT":
      return { state: { ...state, askingOwnership: false, passwordRevealed: true, password: "" }, effects: [] };
    case "DENY_OWN_ACCOUNT":
      return {
        state: {
          ...state,
          askingOwnership: false,
          passwordRevealed: false,
          password: "",
          email: "",
          notice: "register.errors.useAnotherEmail",
        },
        effects: [],
      };
  }
}
