// Email codes on the personal-info tab (issues 16.5, 20.2): Send a code asks the server and shows
// the code form; a typed code is confirmed; a link carrying the code confirms it on arrival; the
// profile form passes a pending email on and can prove the owner with a Telegram login code;
// Telegram is unlinked with the current password.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../../admin/ui/test-api.tsx";
import type { Profile } from "../account-data.ts";
import { EmailVerification } from "./EmailVerification.tsx";
import { PersonalInfoTab } from "./PersonalInfoTab.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { TelegramUnlink } from "./TelegramUnlink.tsx";

const profile = {
  id: "u1",
  role: "ADMIN",
  isOwner: true,
  firstName: "Anna",
  phone: "+79990001122",
  email: "anna@example.com",
  username: null,
  telegramId: "77",
  userType: "HYBRID",
  emailVerified: false,
  phoneVerified: false,
  telegramLinked: true,
  platformBotUsername: null,
  tenantId: "salon",
} as unknown as Profile;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`);

afterEach(cleanup);

describe("email verification", () => {
  it("sends a code, then confirms the typed one", async () => {
    const api = await renderWithApi(<EmailVerification />, {
      handlers: {
        "account.requestEmailVerification": () => ({ email: "anna@example.com", expiresAt: new Date().toISOString() }),
        "account.confirmEmailVerification": () => ({ ...profile, emailVerified: true }),
      },
    });
    expect(input("code")).toBeNull();
    fireEvent.click(screen.getByText("Send a code"));
    await settle();
    expect(screen.getByText("We sent a code to anna@example.com. It is valid for 30 minutes.")).toBeTruthy();
    fireEvent.change(input("code")!, { target: { value: "12" } });
    fireEvent.submit(screen.getByTestId("email-code-verify"));
    await settle();
    expect(screen.getByText("Enter the 6-digit code")).toBeTruthy();
    expect(api.callsTo("account.confirmEmailVerification")).toHaveLength(0);
    fireEvent.change(input("code")!, { target: { value: "482913" } });
    fireEvent.submit(screen.getByTestId("email-code-verify"));
    await settle();
    expect(api.callsTo("account.confirmEmailVerification")[0]?.input).toEqual({ code: "482913" });
  });

  it("confirms the code a link carries, once, on arrival", async () => {
    const api = await renderWithApi(<EmailVerification />, {
      route: "/account?tab=personalInfo&emailCode=482913",
      handlers: { "account.confirmEmailVerification": () => ({ ...profile, emailVerified: true }) },
    });
    await settle();
    await settle();
    expect(api.callsTo("account.confirmEmailVerification").map((call) => call.input)).toEqual([{ code: "482913" }]);
  });
});

describe("email change", () => {
  it("after a save with a pending email, shows the form for the code sent to it", async () => {
    const api = await renderWithApi(<PersonalInfoTab profile={{ ...profile, emailVerified: true }} />, {
      handlers: {
        "account.updateProfile": () => ({ ...profile, pendingEmail: "new@example.com" }),
        "account.confirmEmailChange": () => ({ ...profile, email: "new@example.com", emailVerified: true }),
        "account.sessions": () => [],
      },
    });
    fireEvent.change(input("email")!, { target: { value: "new@example.com" } });
    fireEvent.change(input("currentPassword")!, { target: { value: "my-secret" } });
    fireEvent.submit(screen.getByTestId("profile-form"));
    await settle();
    expect(screen.getByText("Enter the code we sent to new@example.com: the email changes only then.")).toBeTruthy();
    fireEvent.change(input("code")!, { target: { value: "555111" } });
    fireEvent.submit(screen.getByTestId("email-code-change"));
    await settle();
    expect(api.callsTo("account.confirmEmailChange")[0]?.input).toEqual({ code: "555111" });
  });

  it("proves the owner with a Telegram login code instead of the password", async () => {
    const api = await renderWithApi(<ProfileForm profile={profile} />, {
      handlers: {
        "auth.requestCode": () => ({ sessionId: "s1" }),
        "account.updateProfile": () => ({ ...profile, pendingEmail: "new@example.com" }),
      },
    });
    fireEvent.change(input("email")!, { target: { value: "new@example.com" } });
    fireEvent.click(screen.getByText("Use a code from Telegram instead"));
    await settle();
    expect(api.callsTo("auth.requestCode")[0]?.input).toEqual({ email: "anna@example.com" });
    expect(input("currentPassword")).toBeNull();
    fireEvent.change(input("loginCode")!, { target: { value: "654321" } });
    fireEvent.submit(screen.getByTestId("profile-form"));
    await settle();
    expect(api.callsTo("account.updateProfile")[0]?.input).toMatchObject({
      email: "new@example.com",
      loginCode: { sessionId: "s1", code: "654321" },
    });
    expect(api.callsTo("account.updateProfile")[0]?.input).not.toHaveProperty("currentPassword");
  });
});

describe("Telegram unlinking", () => {
  it("sends the current password, and the updated profile comes back", async () => {
    const api = await renderWithApi(<TelegramUnlink profile={profile} />, {
      handlers: { "account.unlinkTelegram": () => ({ ...profile, telegramLinked: false, telegramId: null, userType: "WEB" }) },
    });
    fireEvent.click(screen.getByText("Unlink Telegram"));
    fireEvent.change(input("unlinkPassword")!, { target: { value: "my-secret" } });
    fireEvent.submit(screen.getByTestId("telegram-unlink"));
    await settle();
    expect(api.callsTo("account.unlinkTelegram")[0]?.input).toEqual({ currentPassword: "my-secret" });
    expect(screen.getByText("Telegram unlinked")).toBeTruthy();
  });
});
