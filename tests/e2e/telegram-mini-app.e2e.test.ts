// A Telegram user in the mini app (the client's mock Telegram environment with init data signed
// by the platform bot; the server validates it as usual): registers through the mini-app form,
// books with the MainButton, and later logs in on the web with a one-time code that the platform
// bot sends through the local Bot API stand-in. Also the "is this your account?" path.
import { ru } from "@booking/i18n";

import { describe, expect, it } from "vitest";
import { openPage } from "../support/browser.ts";
import { createService } from "../support/booking-fixtures.ts";
import { createUser, FIXTURE_PASSWORD } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import {
  checkScreen,
  createBookableTenant,
  mainButton,
  miniAppUrl,
  pressMainButton,
  recordedTelegramCalls,
  uniqueEmail,
  useE2eStage,
  tickConsent,
} from "./harness.ts";

const stage = useE2eStage();

describe("Telegram mini app", () => {
  it("keeps a new user's chosen time through the mini-app registration, confirmed with the MainButton (issue 14.2)", async () => {
    const { tenant } = await createBookableTenant(stage.server.db, "Короткий созвон");
    const long = await createService(stage.server.db, tenant, { name: "Сессия на час", durationMinutes: 60, priceMinor: 4000 });
    const user = telegramUser({ firstName: "Пётр", username: "petr_e2e", languageCode: "ru" });
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
    const { page } = session;
    try {
      await page.goto(`${miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/booking`, user)}&tgMockPhone=79121112233`);
      await page.getByRole("button", { name: new RegExp(long.name) }).click();
      await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
      const chosen = page.locator('[data-testid="slot"]').nth(1);
      await chosen.click();
      const slotId = (await chosen.getAttribute("data-slot-id")) ?? "";
      await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(true);
      await pressMainButton(page);

      await page.waitForURL(`**/webapp/${tenant.slug}/register`);
      await page.getByTestId("booking-kept").waitFor();
      // Issue 14 (b): the phone comes from Telegram's contact request, the form's action is the MainButton.
      await page.getByRole("button", { name: ru.telegram.sharePhone }).click();
      await expect.poll(() => page.getByLabel(ru.register.miniApp.phone, { exact: true }).inputValue()).toBe("+79121112233");
      expect(await recordedTelegramCalls(page, "web_app_request_phone")).toHaveLength(1);
      await page.getByLabel(ru.register.miniApp.email, { exact: true }).fill(uniqueEmail("tg-kept"));
      await tickConsent(page);
      expect(await page.getByRole("button", { name: ru.register.miniApp.submit }).count()).toBe(0);
      await expect.poll(async () => (await mainButton(page))?.is_active).toBe(true);
      expect(await mainButton(page)).toMatchObject({ text: ru.register.miniApp.submit, is_visible: true });
      await checkScreen(session, "telegram-light", "register-kept-booking");
      await pressMainButton(page);

      // The kept time is held for the new account at sign-up completion (issue 18.2) and booked
      // without a second MainButton press (issue 25.2): the done state follows.
      await page.waitForURL(`**/webapp/${tenant.slug}/booking/done/*`, { timeout: 8000 });
      await page.getByTestId("booking-done").waitFor();

      const slot = await stage.server.db.slot.findUniqueOrThrow({ where: { id: slotId } });
      const account = await stage.server.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(user.id) }, include: { bookings: true } });
      expect(account.bookings.map((booking) => [booking.serviceId, booking.startsAt.toISOString()])).toEqual([
        [long.id, slot.startsAt.toISOString()],
      ]);
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });

  it("registers with the mini-app form, books with the MainButton, then logs in on the web with a code", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Сессия с коучем");
    const user = telegramUser({ firstName: "Иван", username: "ivan_e2e", languageCode: "ru" });
    const email = uniqueEmail("tg");

    for (const theme of ["light", "dark"] as const) {
      const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
      const { page } = session;
      try {
        await page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}`, user, theme));
        if (theme === "dark") {
          // The registered user in the dark theme: the main screens as Telegram shows them.
          await page.getByText("Здравствуйте, Иван!").waitFor();
          await checkScreen(session, "telegram-dark", "home");
          await page.getByRole("navigation").getByRole("link", { name: ru.nav.book }).click();
          await page.getByRole("button", { name: new RegExp(service.name) }).click();
          await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().waitFor();
          await checkScreen(session, "telegram-dark", "booking");
          await page.getByRole("navigation").getByRole("link", { name: ru.nav.myBookings }).click();
          await page.getByTestId("booking-card").waitFor();
          await checkScreen(session, "telegram-dark", "my-bookings");
          continue;
        }

        // An unknown Telegram user is welcomed and sent to the mini-app form.
        await page.getByRole("heading", { name: ru.home.welcome.title }).waitFor();
        await checkScreen(session, "telegram-light", "home-unregistered");
        await page.getByRole("main").getByRole("link", { name: ru.home.welcome.register }).click();
        await page.getByText(ru.register.miniApp.identityTitle).waitFor();
        expect(await page.getByRole("main").innerText()).toContain("@ivan_e2e");
        expect(await page.getByRole("main").innerText()).toContain(String(user.id));

        // A too-short phone is refused with heavy haptic feedback; nothing is sent.
        const phone = page.getByLabel(ru.register.miniApp.phone, { exact: true });
        await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(true);
        expect((await mainButton(page))?.is_active).toBe(false);
        await phone.fill("12345");
        await page.getByLabel(ru.register.miniApp.email, { exact: true }).fill(email);
        await expect.poll(async () => (await mainButton(page))?.is_active).toBe(true);
        await pressMainButton(page);
        await expect.poll(() => page.getByRole("alert").innerText()).toContain(ru.register.errors.invalidPhone);
        expect(await recordedTelegramCalls(page, "web_app_trigger_haptic_feedback")).toContainEqual({
          type: "impact",
          impact_style: "heavy",
        });
        await checkScreen(session, "telegram-light", "register-invalid");

        await phone.fill("+7 912 345-67-89");
        // Issue 30: without consent the form is refused on the spot (heavy haptics), and nothing is stored.
        const hapticsBefore = (await recordedTelegramCalls(page, "web_app_trigger_haptic_feedback")).length;
        await pressMainButton(page);
        await expect.poll(() => page.getByTestId("consent-field").getByRole("alert").innerText()).toBe(ru.privacy.consent.required);
        expect((await recordedTelegramCalls(page, "web_app_trigger_haptic_feedback")).slice(hapticsBefore)).toContainEqual({
          type: "impact",
          impact_style: "heavy",
        });
        expect(await stage.server.db.user.count({ where: { telegramId: BigInt(user.id) } })).toBe(0);
        await checkScreen(session, "telegram-light", "register-consent-required");
        await tickConsent(page);
        await pressMainButton(page);
        await page.getByText(ru.register.success.title).waitFor();
        const registered = await stage.server.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(user.id) } });
        expect(await stage.server.db.consent.findMany({ where: { userId: registered.id } })).toMatchObject([
          { tenantId: tenant.id, kind: "PERSONAL_DATA", channel: "MINI_APP" },
        ]);
        await page.waitForURL(`**/webapp/${tenant.slug}`, { timeout: 5000 });
        await page.getByText("Здравствуйте, Иван!").waitFor();

        // Booking: the confirm action is Telegram's MainButton, shown only once all is chosen.
        await page.getByRole("navigation").getByRole("link", { name: ru.nav.book }).click();
        await page.getByRole("button", { name: new RegExp(service.name) }).click();
        await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
        expect((await mainButton(page))?.is_visible).toBe(false);
        await page.locator('[data-testid="slot"]').first().click();
        await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(true);
        expect(await mainButton(page)).toMatchObject({ text: ru.booking.confirm, is_active: true });
        expect(await page.getByRole("button", { name: ru.booking.confirm }).count()).toBe(0);
        await checkScreen(session, "telegram-light", "booking-ready");
        await pressMainButton(page);
        await page.getByTestId("booking-done").waitFor();
        await page.waitForURL(`**/webapp/${tenant.slug}/booking/done/*`);
        // Leaving the booking screen hides the MainButton again.
        await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(false);
        session.assertNoIssues();
      } finally {
        await session.close();
      }
    }

    const account = await stage.server.db.user.findUniqueOrThrow({ where: { email }, include: { bookings: true } });
    expect(account.telegramId).toBe(BigInt(user.id));
    expect(account.bookings.map((booking) => booking.status)).toEqual(["PENDING"]);

    // Later, on the web: this account has no password, so the login sends a code to Telegram.
    const web = await openPage(stage.browser, { baseURL: stage.server.baseURL });
    try {
      const { page } = web;
      await page.goto(`/webapp/${tenant.slug}/login`);
      await page.getByLabel(ru.login.email, { exact: true }).fill(email);
      await page.getByRole("button", { name: ru.login.continue }).click();
      await page.getByText(ru.login.code.sent).waitFor();
      const sent = await stage.server.bot.waitForCall(
        (call) => call.method === "sendMessage" && String(call.params.chat_id) === String(user.id),
      );
      const code = /\b(\d{6})\b/.exec(String(sent.params.text))?.[1] ?? "";
      expect(code).toMatch(/^\d{6}$/);

      const codeInput = page.getByLabel(ru.login.code.label, { exact: true });
      const verify = page.getByRole("button", { name: ru.login.code.verify });
      await codeInput.fill(`${code.slice(0, 3)}ab`);
      expect(await codeInput.inputValue()).toBe(code.slice(0, 3));
      expect(await verify.isDisabled()).toBe(true);
      await checkScreen(web, "web-light", "login-code");
      await codeInput.fill(`${code}99`);
      expect(await codeInput.inputValue()).toBe(code);
      await verify.click();
      await page.waitForURL(`**/webapp/${tenant.slug}`);
      await page.getByText("Здравствуйте, Иван!").waitFor();
      web.assertNoIssues();
    } finally {
      await web.close();
    }
  });

  it("links an existing web account after 'yes, it is mine' and its password; 'no' asks for another email", async () => {
    const { tenant } = await createBookableTenant(stage.server.db);
    const existing = await createUser(stage.server.db, { firstName: "Мария" });
    const user = telegramUser({ firstName: "Мария", languageCode: "ru" });
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
    const { page } = session;
    try {
      await page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/register`, user));
      const email = page.getByLabel(ru.register.miniApp.email, { exact: true });
      // The form's action is Telegram's MainButton (issue 14.3).
      const submit = { click: () => pressMainButton(page) };
      await page.getByLabel(ru.register.miniApp.phone, { exact: true }).fill("+7 999 000-11-22");
      await email.fill(existing.email ?? "");
      await tickConsent(page);
      await expect.poll(async () => (await mainButton(page))?.is_active).toBe(true);
      await submit.click();

      // "No": the email is cleared and another one is asked for.
      const question = page.getByRole("alertdialog", { name: ru.register.emailExists.question });
      await question.waitFor();
      await checkScreen(session, "telegram-light", "register-email-exists");
      await question.getByRole("button", { name: ru.register.emailExists.no }).click();
      expect(await email.inputValue()).toBe("");
      await page.getByText(ru.register.errors.useAnotherEmail).waitFor();

      // "Yes": the password field appears; a wrong password is refused, the right one links.
      await email.fill(existing.email ?? "");
      await submit.click();
      await question.getByRole("button", { name: ru.register.emailExists.yes }).click();
      const password = page.getByLabel(ru.register.miniApp.password, { exact: true });
      await password.fill("not-the-password");
      await submit.click();
      await expect.poll(() => page.getByRole("alert").innerText()).toContain(ru.register.errors.invalidPassword);
      await password.fill(FIXTURE_PASSWORD);
      await submit.click();
      await page.getByText(ru.register.success.title).waitFor();
      await page.waitForURL(`**/webapp/${tenant.slug}`);
      session.assertNoIssues();
    } finally {
      await session.close();
    }
    const linked = await stage.server.db.user.findUniqueOrThrow({ where: { id: existing.id } });
    expect(linked.telegramId).toBe(BigInt(user.id));
    expect(linked.userType).toBe("HYBRID");
  });
});
