// Issue 19 on the real launch path (telegram-launch.ts): Telegram Web's iframe with the launch
// parameters in the hash and the postMessage bridge, no mock, third-party storage blocked (Chromium's
// default) and allowed. A new Telegram user registers and books with the MainButton (two presses in
// one go make one booking), the theme of the launch parameters is what the page paints and what the
// app reports, `reload_iframe` keeps the user; no web header and no Logout (issue 14.3 (e)).
import { ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { saveScreenshot } from "../support/browser.ts";
import { telegramUser } from "../support/identity.ts";
import { createBookableTenant, tickConsent, uniqueEmail, useE2eStage } from "./harness.ts";
import { openInTelegramWeb, paintedBackground, rgb, telegramWebContext, THEMES, type StorageMode } from "./telegram-launch.ts";

const stage = useE2eStage();

type Setup = { is_visible?: boolean; is_active?: boolean; text?: string };

describe("Telegram Web launch (iframe under web.telegram.org, no mock)", () => {
  for (const mode of ["blocked", "allowed"] as const satisfies StorageMode[]) {
    it(`third-party storage ${mode}: a new user registers, books with the MainButton, keeps the user on reload_iframe`, async () => {
      const { tenant, service } = await createBookableTenant(stage.server.db, "Разбор задачи");
      const user = telegramUser({ firstName: "Вера", username: `vera_${mode}`, languageCode: "ru" });
      const theme = mode === "blocked" ? "dark" : "light";
      const browser = await telegramWebContext(mode);
      try {
        const tg = await openInTelegramWeb(browser.context, stage.server.baseURL, `/webapp/${tenant.slug}`, { user, theme });
        const app = () => tg.app();

        // Started as a Telegram app: ready, expanded without any safe-area answer, theme applied.
        await expect.poll(async () => (await tg.calls("web_app_ready")).length, { timeout: 10_000 }).toBe(1);
        expect(await tg.calls("web_app_expand")).toHaveLength(1);
        const storageReplaced = await app().evaluate(
          () => "value" in (Object.getOwnPropertyDescriptor(globalThis, "sessionStorage") ?? {}),
        );
        expect(storageReplaced, "the in-memory stand-in serves exactly when the browser blocks storage").toBe(mode === "blocked");
        await app().getByRole("heading", { name: ru.home.welcome.title }).waitFor();
        const painted = await paintedBackground(app());
        expect(painted).toBe(rgb(THEMES[theme].secondary_bg_color));
        expect(await tg.calls("web_app_set_background_color")).toContainEqual({ color: THEMES[theme].secondary_bg_color });
        // Telegram-native (14.3 (e)): no web header bar, no Logout.
        expect(await app().locator(".top-bar").count()).toBe(0);
        expect(await app().getByRole("button", { name: ru.nav.logout }).count()).toBe(0);
        await saveScreenshot(tg.page, `e2e/telegram-web-${mode}`, `home-unregistered-${theme}`);

        // Registration in the mini-app form: identity from Telegram, phone and email typed.
        await app().getByRole("main").getByRole("link", { name: ru.home.welcome.register }).click();
        await app().getByLabel(ru.register.miniApp.phone, { exact: true }).fill("+7 912 555-44-33");
        await app()
          .getByLabel(ru.register.miniApp.email, { exact: true })
          .fill(uniqueEmail(`tgweb-${mode}`));
        await tickConsent(app());
        // The form's action is Telegram's MainButton (14.3), active once both fields are filled.
        await expect.poll(async () => ((await tg.calls("web_app_setup_main_button")).at(-1) as Setup | undefined)?.is_active).toBe(true);
        expect((await tg.calls("web_app_setup_main_button")).at(-1)).toMatchObject({ text: ru.register.miniApp.submit, is_visible: true });
        await tg.send("main_button_pressed");
        await app().getByText("Здравствуйте, Вера!").waitFor({ timeout: 10_000 });

        // Booking: the MainButton appears once a time is chosen; two presses make one request.
        const bookingRequests: string[] = [];
        tg.page.on("request", (request) => {
          if (request.method() === "POST" && /bookings(\.create|$)/.test(request.url())) bookingRequests.push(request.url());
        });
        await app().getByRole("navigation").getByRole("link", { name: ru.nav.book }).click();
        await app()
          .getByRole("button", { name: new RegExp(service.name) })
          .click();
        await app().locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
        await app().locator('[data-testid="slot"]').first().click();
        await expect.poll(async () => ((await tg.calls("web_app_setup_main_button")).at(-1) as Setup | undefined)?.is_visible).toBe(true);
        expect((await tg.calls("web_app_setup_main_button")).at(-1)).toMatchObject({ text: ru.booking.confirm, is_active: true });
        await saveScreenshot(tg.page, `e2e/telegram-web-${mode}`, `booking-ready-${theme}`);
        const hapticsBefore = (await tg.calls("web_app_trigger_haptic_feedback")).length;
        await tg.page.evaluate(() => {
          const send = (globalThis as unknown as { __tgSend(type: string): void }).__tgSend;
          send("main_button_pressed");
          send("main_button_pressed");
        });
        await app().getByTestId("booking-done").waitFor();
        const account = await stage.server.db.user.findUniqueOrThrow({
          where: { telegramId: BigInt(user.id) },
          include: { bookings: true },
        });
        expect(account.bookings).toHaveLength(1);
        expect(bookingRequests).toHaveLength(1);
        // Haptics once per outcome: one success for the one booking.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await tg.calls("web_app_trigger_haptic_feedback")).slice(hapticsBefore)).toEqual([
          { type: "notification", notification_type: "success" },
        ]);

        // Telegram reloads the iframe: the app announces it, comes back as the same user, on the
        // same done state (its booking is readable by its owner only), and home greets her.
        await tg.send("reload_iframe");
        await expect.poll(async () => (await tg.calls("web_app_ready")).length, { timeout: 10_000 }).toBe(2);
        expect(await tg.calls("iframe_will_reload")).toHaveLength(1);
        await app().getByTestId("booking-done").waitFor({ timeout: 10_000 });
        await app().getByRole("navigation").getByRole("link", { name: ru.nav.home }).click();
        await app().getByText("Здравствуйте, Вера!").waitFor({ timeout: 10_000 });
        await saveScreenshot(tg.page, `e2e/telegram-web-${mode}`, `home-after-reload-${theme}`);
        tg.session.assertNoIssues();
      } finally {
        await browser.close();
      }
    });
  }
});
