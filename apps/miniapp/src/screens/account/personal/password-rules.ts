// Spec §2/§5 password change: submit stays disabled until all three fields are filled; the new
// password must match its confirmation (passwordMismatch) and be at least 6 characters long
// (passwordTooShort). The server checks the same (contracts changePasswordInput).
import { MIN_PASSWORD_LENGTH } from "@booking/contracts/constants";

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChange = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function canSubmitPasswordChange(form: PasswordChange): boolean {
  return form.currentPassword !== "" && form.newPassword !== "" && form.confirmPassword !== "";
}

export type PasswordProblem = "account.password.passwordMismatch" | "account.password.passwordTooShort";

export function passwordProblem(form: PasswordChange): PasswordProblem | null {
  if (form.newPassword !== form.confirmPassword) return "account.password.passwordMismatch";
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return "account.password.passwordTooShort";
  return null;
}

/** Spec §6: only web and hybrid accounts have a password to change. */
export function canChangePassword(userType: string | null | undefined): boolean {
  return userType === "WEB" || userType === "HYBRID";
}
