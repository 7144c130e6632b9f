import { en, flattenKeys, type TranslationTree } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/http.ts";
import { sessionUser } from "../../test/session-user.ts";
import machineSource from "./registration-machine.ts?raw";
import {
  canSubmitRegistration,
  EMAIL_EXISTS_CODE,
  initialRegistrationState,
  registrationProblem,
  registrationTransition,
  type RegistrationEvent,
  type RegistrationState,
} from "./registration-machine.ts";

const user = sessionUser({ id: "u1", firstName: "Иван" });

function run(events: RegistrationEvent[], from: RegistrationState = initialRegistrationState()) {
  let state = from;
  const effects: ReturnType<typeof registrationTransition>["effects"] = [];
  for (const event of events) {
    const step = registrationTransition(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const filled: RegistrationEvent[] = [
  { type: "FIELD_CHANGED", field: "phone", value: " +7 900 123-45-67 " },
  { type: "FIELD_CHANGED", field: "email", value: " ivan@example.com " },
  { type: "BOX_CHANGED", box: "consent", checked: true },
];

describe("validation (spec §5)", () => {
  it("needs a valid phone number", () => {
    expect(registrationProblem({ phone: "+7 900 12", email: "a@b.co", password: "", passwordRevealed: false, consent: true })).toBe(
      "register.errors.invalidPhone",
    );
    expect(registrationProblem({ phone: "  123456789  ", email: "a@b.co", password: "", passwordRevealed: false, consent: true })).toBe(
      "register.errors.invalidPhone",
    );
    expect(registrationProblem({ phone: "not a phone!", email: "a@b.co", password: "", passwordRevealed: false, consent: true })).toBe(
      "register.errors.invalidPhone",
    );
    expect(
      registrationProblem({ phone: "+79001234567", email: "a@b.co", password: "", passwordRevealed: false, consent: true }),
    ).toBeNull();
  });

  it("needs an email of the form text@text.text", () => {
    const base = { phone: "+79001234567", password: "", passwordRevealed: false, consent: true };
    expect(registrationProblem({ ...base, email: "" })).toBe("register.errors.emailRequired");
    expect(registrationProblem({ ...base, email: "ivan@example" })).toBe("register.errors.invalidEmail");
    expect(registrationProblem({ ...base, email: "iv an@example.com" })).toBe("register.errors.invalidEmail");
  });

  it("needs the password only once it is revealed", () => {
    const base = { phone: "+79001234567", email: "a@b.co", password: "", consent: true };
    expect(registrationProblem({ ...base, passwordRevealed: false, consent: true })).toBeNull();
    expect(registrationProblem({ ...base, passwordRevealed: true })).toBe("login.errors.passwordRequired");
  });

  it("needs the consent box ticked (issue 30), shown under the box with heavy haptics", () => {
    const base = { phone: "+79001234567", email: "a@b.co", password: "", passwordRevealed: false };
    expect(registrationProblem({ ...base, consent: false })).toBe("privacy.consent.required");
    const { state, effects } = run([filled[0]!, filled[1]!, { type: "SUBMIT" }]);
    expect(state.error).toEqual({ key: "privacy.consent.required" });
    expect(effects).toEqual([{ type: "invalid" }]);
    const ticked = run(
      [
        { type: "BOX_CHANGED", box: "consent", checked: true },
        { type: "BOX_CHANGED", box: "marketingOptIn", checked: true },
        { type: "SUBMIT" },
      ],
      state,
    );
    expect(ticked.effects).toEqual([
      { type: "register", payload: { phone: "+7 900 123-45-67", email: "ivan@example.com", consent: true, marketingOptIn: true } },
    ]);
  });

  it("a failed validation shows the message with heavy haptics and sends nothing", () => {
    const { state, effects } = run([
      { type: "FIELD_CHANGED", field: "phone", value: "12345" },
      { type: "FIELD_CHANGED", field: "email", value: "ivan@example.com" },
      { type: "SUBMIT" },
    ]);
    expect(state.error).toEqual({ key: "register.errors.invalidPhone" });
    expect(effects).toEqual([{ type: "invalid" }]);
  });

  it("disables submit while a required field is empty or while submitting", () => {
    expect(canSubmitRegistration(initialRegistrationState())).toBe(false);
    const ready = run(filled).state;
    expect(canSubmitRegistration(ready)).toBe(true);
    expect(canSubmitRegistration(run([{ type: "SUBMIT" }], ready).state)).toBe(false);
  });
});

describe("submitting", () => {
  it("sends the trimmed phone and email and ends in success with a redirect after 1 s", () => {
    const sending = run([...filled, { type: "SUBMIT" }]);
    expect(sending.state.status).toBe("submitting");
    expect(sending.effects).toEqual([
      { type: "register", payload: { phone: "+7 900 123-45-67", email: "ivan@example.com", consent: true, marketingOptIn: false } },
    ]);
    const done = run([{ type: "REGISTERED", token: "tok", user }], sending.state);
    expect(done.state.status).toBe("success");
    expect(done.effects).toEqual([
      { type: "signedIn", token: "tok", user },
      { type: "redirect", afterMs: 1000 },
    ]);
  });

  it("shows other failures by the server's answer, falling back to registrationFailed", () => {
    const sending = run([...filled, { type: "SUBMIT" }]).state;
    const error = new ApiError(400, "invalidPhone", "invalidPhone");
    const { state } = run([{ type: "REGISTRATION_FAILED", error }], sending);
    expect(state).toMatchObject({ status: "idle", error: { failure: error, fallbackKey: "register.errors.registrationFailed" } });
  });

  it("ignores field edits and late answers that do not belong to the current state", () => {
    const sending = run([...filled, { type: "SUBMIT" }]).state;
    expect(registrationTransition(sending, { type: "FIELD_CHANGED", field: "email", value: "x" }).state.email).toBe(" ivan@example.com ");
    expect(registrationTransition(initialRegistrationState(), { type: "REGISTERED", token: "t", user }).effects).toEqual([]);
  });
});

describe("email already registered (spec §4, §8)", () => {
  const asked = () => {
    const sending = run([...filled, { type: "SUBMIT" }]).state;
    return run([{ type: "REGISTRATION_FAILED", error: new ApiError(409, EMAIL_EXISTS_CODE, "User exists") }], sending).state;
  };

  it("asks whether the account is the user's own, blocking submit meanwhile", () => {
    const state = asked();
    expect(state).toMatchObject({ askingOwnership: true, status: "idle", error: null });
    expect(canSubmitRegistration(state)).toBe(false);
  });

  it("Yes reveals a required password field, then sends it", () => {
    const { state } = run([{ type: "CONFIRM_OWN_ACCOUNT" }], asked());
    expect(state).toMatchObject({ askingOwnership: false, passwordRevealed: true });
    expect(canSubmitRegistration(state)).toBe(false);
    const { effects } = run([{ type: "FIELD_CHANGED", field: "password", value: "old-pass" }, { type: "SUBMIT" }], state);
    expect(effects).toEqual([
      {
        type: "register",
        payload: { phone: "+7 900 123-45-67", email: "ivan@example.com", password: "old-pass", consent: true, marketingOptIn: false },
      },
    ]);
  });

  it("No clears the email and shows useAnotherEmail", () => {
    const { state } = run([{ type: "DENY_OWN_ACCOUNT" }], asked());
    expect(state).toMatchObject({ askingOwnership: false, passwordRevealed: false, email: "", notice: "register.errors.useAnotherEmail" });
    expect(state.phone).toBe(" +7 900 123-45-67 ");
  });

  it("a wrong password shows invalidPassword with heavy haptics and clears the field", () => {
    const revealed = run(
      [{ type: "CONFIRM_OWN_ACCOUNT" }, { type: "FIELD_CHANGED", field: "password", value: "wrong" }, { type: "SUBMIT" }],
      asked(),
    ).state;
    const byMessage = run([{ type: "REGISTRATION_FAILED", error: new Error("Invalid password") }], revealed);
    expect(byMessage.state).toMatchObject({ password: "", passwordRevealed: true, error: { key: "register.errors.invalidPassword" } });
    expect(byMessage.effects).toEqual([{ type: "invalid" }]);
    const byCode = run(
      [{ type: "REGISTRATION_FAILED", error: new ApiError(401, "invalidPassword", "Invalid email or password") }],
      revealed,
    );
    expect(byCode.state.error).toEqual({ key: "register.errors.invalidPassword" });
  });
});

it("every key the machine can show exists in the translations", () => {
  const keys = new Set(flattenKeys(en as unknown as TranslationTree));
  const used = [...machineSource.matchAll(/"((?:register|login|privacy)\.[\w.]+)"/g)].map((match) => match[1]);
  const built = ["invalidPhone", "emailRequired", "invalidEmail"].map((problem) => `register.errors.${problem}`);
  expect(used.length).toBeGreaterThan(3);
  expect([...used, ...built].filter((key) => !keys.has(key ?? ""))).toEqual([]);
});
