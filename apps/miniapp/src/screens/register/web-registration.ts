// The web registration form's rules (spec §2 fields, §5 rules; issue 25.2): each field says its own
// problem in the reader's language, not one "fill in all fields" for the form; the username, which
// the spec keeps, is suggested from the email so a customer types one field less.
import { MIN_PASSWORD_LENGTH } from "@booking/contracts/constants";
import { emailProblem, phoneProblem } from "../../lib/validation.ts";

export interface WebRegistrationValues {
  username: string;
  firstName: string;
  email: string;
  password: string;
  phone: string;
}

export type WebRegistrationField = keyof WebRegistrationValues;

/** Every field's problem as an i18n key (the fields without one are left out). */
export function webRegistrationProblems(values: WebRegistrationValues): Partial<Record<WebRegistrationField, string>> {
  const problems: Partial<Record<WebRegistrationField, string>> = {};
  if (!values.firstName.trim()) problems.firstName = "register.errors.firstNameRequired";
  const email = emailProblem(values.email);
  if (email) problems.email = `register.errors.${email}`;
  if (!values.username.trim()) problems.username = "register.errors.usernameRequired";
  // The password is sent as typed (spaces may be part of it), but all blank is no password.
  if (!values.password.trim()) problems.password = "login.errors.passwordRequired";
  else if (values.password.length < MIN_PASSWORD_LENGTH) problems.password = "errors.passwordTooShort";
  if (!values.phone.trim()) problems.phone = "register.errors.phoneRequired";
  else if (phoneProblem(values.phone)) problems.phone = "register.errors.invalidPhone";
  return problems;
}

/** The username suggested by an email: its part before "@" (empty for no usable part). */
export function usernameFromEmail(email: string): string {
  const local = email.trim().split("@")[0] ?? "";
  return local.slice(0, 64);
}
