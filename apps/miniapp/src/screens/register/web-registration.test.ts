import { describe, expect, it } from "vitest";
import { usernameFromEmail, webRegistrationProblems } from "./web-registration.ts";

const filled = { username: "anna", firstName: "Анна", email: "anna@example.com", password: "secret-1", phone: "+7 900 555-44-33" };

describe("web registration rules (issue 25.2)", () => {
  it("names every empty field's own problem, not one line for the form", () => {
    expect(webRegistrationProblems({ username: "", firstName: " ", email: "", password: "", phone: "" })).toEqual({
      username: "register.errors.usernameRequired",
      firstName: "register.errors.firstNameRequired",
      email: "register.errors.emailRequired",
      password: "login.errors.passwordRequired",
      phone: "register.errors.phoneRequired",
    });
  });

  it("names malformed values field by field and passes a complete form", () => {
    expect(webRegistrationProblems({ ...filled, email: "anna@", password: "12345", phone: "12" })).toEqual({
      email: "register.errors.invalidEmail",
      password: "errors.passwordTooShort",
      phone: "register.errors.invalidPhone",
    });
    expect(webRegistrationProblems(filled)).toEqual({});
  });

  it("suggests the username from the email's part before @", () => {
    expect(usernameFromEmail(" anna.smith@example.com ")).toBe("anna.smith");
    expect(usernameFromEmail("")).toBe("");
  });
});
