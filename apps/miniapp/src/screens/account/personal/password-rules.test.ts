import { describe, expect, it } from "vitest";
import { canChangePassword, canSubmitPasswordChange, passwordProblem } from "./password-rules.ts";

describe("password change (spec §2, §5)", () => {
  it("can be submitted only with all three fields filled", () => {
    expect(canSubmitPasswordChange({ currentPassword: "a", newPassword: "b", confirmPassword: "" })).toBe(false);
    expect(canSubmitPasswordChange({ currentPassword: "", newPassword: "b", confirmPassword: "b" })).toBe(false);
    expect(canSubmitPasswordChange({ currentPassword: "a", newPassword: "b", confirmPassword: "b" })).toBe(true);
  });

  it("needs a matching confirmation and at least 6 characters", () => {
    expect(passwordProblem({ currentPassword: "old", newPassword: "secret1", confirmPassword: "secret2" })).toBe(
      "account.password.passwordMismatch",
    );
    expect(passwordProblem({ currentPassword: "old", newPassword: "short", confirmPassword: "short" })).toBe(
      "account.password.passwordTooShort",
    );
    expect(passwordProblem({ currentPassword: "old", newPassword: "secret", confirmPassword: "secret" })).toBeNull();
  });

  it("is offered to web and hybrid accounts only", () => {
    expect(["WEB", "HYBRID", "TELEGRAM", null].map(canChangePassword)).toEqual([true, true, false, false]);
  });
});
