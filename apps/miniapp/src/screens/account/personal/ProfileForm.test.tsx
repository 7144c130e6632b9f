// Issue 15.10 on the profile form: a server refusal naming a field appears under that field in the
// reader's language (never the server's English sentence), and a double submit sends one request.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../../admin/ui/test-api.tsx";
import type { Profile } from "../account-data.ts";
import { ProfileForm } from "./ProfileForm.tsx";

const profile = {
  id: "u1",
  role: "ADMIN",
  isOwner: true,
  firstName: "Anna",
  phone: "+79990001122",
  email: "anna@example.com",
  username: null,
  telegramId: null,
  userType: "WEB",
  emailVerified: true,
  phoneVerified: false,
  telegramLinked: false,
  platformBotUsername: null,
  tenantId: "salon",
} as unknown as Profile;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });
const save = () => fireEvent.submit(screen.getByTestId("profile-form"));
const emailInput = () => document.querySelector<HTMLInputElement>("input[name=email]")!;

afterEach(cleanup);

describe("profile form: server errors", () => {
  it("puts a bare validation failure under the named field, translated, without the server's English", async () => {
    await renderWithApi(<ProfileForm profile={profile} />, {
      language: "ru",
      handlers: {
        "account.updateProfile": () => {
          throw apiFailure("VALIDATION_ERROR", 400, "email: Invalid email address", "email");
        },
      },
    });
    save();
    await settle();
    expect(emailInput().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Проверьте это значение")).toBeTruthy();
    expect(screen.queryByText(/Invalid email/)).toBeNull();
  });

  it("shows a coded refusal's own text under its field", async () => {
    await renderWithApi(<ProfileForm profile={profile} />, {
      language: "ru",
      handlers: {
        "account.updateProfile": () => {
          throw apiFailure("USER_EXISTS", 409, "User already exists", "email");
        },
      },
    });
    save();
    await settle();
    expect(emailInput().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Пользователь с таким email уже зарегистрирован")).toBeTruthy();
  });

  it("sends one request for a double submit", async () => {
    const api = await renderWithApi(<ProfileForm profile={profile} />, {
      handlers: { "account.updateProfile": () => new Promise(() => undefined) },
    });
    save();
    await settle();
    save();
    await settle();
    expect(api.callsTo("account.updateProfile")).toHaveLength(1);
  });
});

describe("profile form: a new email needs the current password (issue 20.2)", () => {
  it("asks for it only when the email changes, and sends it", async () => {
    const api = await renderWithApi(<ProfileForm profile={profile} />, {
      handlers: { "account.updateProfile": (input) => ({ ...profile, ...(input as object) }) },
    });
    const passwordInput = () => document.querySelector<HTMLInputElement>("input[name=currentPassword]");
    expect(passwordInput()).toBeNull();
    fireEvent.change(emailInput(), { target: { value: "new@example.com" } });
    fireEvent.change(passwordInput()!, { target: { value: "my-secret" } });
    save();
    await settle();
    expect(api.callsTo("account.updateProfile")[0]?.input).toMatchObject({ email: "new@example.com", currentPassword: "my-secret" });
  });
});
