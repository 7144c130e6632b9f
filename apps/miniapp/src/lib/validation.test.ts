import { describe, expect, it } from "vitest";
import { emailProblem, hasEmptyField, isCompleteCode, phoneProblem, sanitizeCode } from "./validation.ts";

describe("form rules (spec §5)", () => {
  it("email: required, then text@text.text", () => {
    expect(emailProblem("  ")).toBe("emailRequired");
    expect(emailProblem("anna")).toBe("invalidEmail");
    expect(emailProblem("anna@example")).toBe("invalidEmail");
    expect(emailProblem(" anna@example.com ")).toBeNull();
  });

  it("phone: a valid number, with the server's rule", () => {
    expect(phoneProblem("")).toBe("invalidPhone");
    expect(phoneProblem("not a phone!")).toBe("invalidPhone");
    expect(phoneProblem("1234567890")).toBe("invalidPhone");
    expect(phoneProblem("+7 900 12")).toBe("invalidPhone");
    expect(phoneProblem(" +7 900 123-45-67 ")).toBeNull();
    expect(phoneProblem("8 916 123 45 67")).toBeNull();
  });

  it("web registration: every field non-empty after trimming", () => {
    expect(hasEmptyField({ a: "x", b: "  " })).toBe(true);
    expect(hasEmptyField({ a: "x", b: "y" })).toBe(false);
  });

  it("one-time code: digits only, capped at 6, complete at exactly 6", () => {
    expect(sanitizeCode(" 12-34 56 78")).toBe("123456");
    expect(sanitizeCode("abc")).toBe("");
  });

  it("takes the code out of a pasted message, whatever other numbers it has", () => {
    expect(sanitizeCode("Код: 228420")).toBe("228420");
    expect(sanitizeCode("Ваш код для входа в Booking 2026: 228420. Действует 10 минут.")).toBe("228420");
    expect(sanitizeCode("Your login code: 228420 (valid for 10 minutes)")).toBe("228420");
    expect(isCompleteCode("12345")).toBe(false);
    expect(isCompleteCode("123456")).toBe(true);
    expect(isCompleteCode("12345a")).toBe(false);
  });
});
