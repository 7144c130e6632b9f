// Links to a time (issue 18.2) and the prompts after a booking (18.5), in Chromium: a new Telegram
// user opens a `startapp` link to a time (the client's Telegram mock), registers with the choice
// kept, finds the time held for them, confirms it, and is offered "add to home screen"; a signed-in
// web customer opening the web address of a time has it held at once and can share the service.
import { en, ru } from "@booking/i18n";
import { encodeStartParam, parseStartParam, timeLinkUrl } from "@booking/telegram";
import { describe, expect, it } from "vitest";
import { openPage } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import {
  checkScreen,
  createBookableTenant,
  mainButton,
  pressMainButton,
  recordedTelegramCalls,
  uniqueEmail,
  useE2eStage,
  tickConsent,
} from "./harness.ts";
import { launchInitData } from "./telegram-launch.ts";

const stage = useE2eStage();

/** What the page's globals offer these steps (the test's own types know no DOM). */
interface BrowserGlobals {
  navigator: { clipboard: { readText(): Promise<string> } };
}

describe("a link to a time", () => {
  it("a new Telegram user opens it, registers, and confirms the time held for them; then is offered the home screen", async () => {
    const { tenant, service, dates } = await createBookableTenant(stage.server.db, "Стрижка");
    const slot = (await stage.server.db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" } }))[1]!;
    const startParam = encodeStartParam({ tenantSlug: tenant.slug, serviceId: service.id, slotId: slot.id, date: dates[0]! });
    const user = telegramUser({ firstName: "Зоя", username: "zoya_e2e", languageCode: "ru" });
    const initData = launchInitData({ user: { ...user, allowsWriteToPm: true }, startParam });
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
    const { page } = session;
    try {
      // Telegram opens the app's root with the start parameter; the app goes to that time.
      await page.goto(
        `${stage.server.baseURL}/?${new URLSearchParams({ tgMock: "1", tgWebAppData: initData, tgMockHomeScreen: "missed", tgMockPhone: "79121114455" })}`,
      );
      await page.waitForURL((url) => url.pathname === `/webapp/${tenant.slug}/booking` && url.searchParams.get("slot") === slot.id);
      await page
        .getByTestId("booking-resumed")
        .filter({ hasText: ru.booking.holdOnSignIn.replace("{{minutes}}", "10") })
        .waitFor();
      expect(await page.locator(`[data-slot-id="${slot.id}"]`).getAttribute("aria-pressed")).toBe("true");
      // A visitor has no account to hold it for yet.
      expect((await stage.server.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).heldUntil).toBeNull();
      await checkScreen(session, "telegram-light", "time-link-visitor");

      // Share: Telegram's share sheet with the service's web address (its preview shows the business).
      await page.getByTestId("booking-share").click();
      await expect.poll(() => recordedTelegramCalls(page, "web_app_open_tg_link")).toHaveLength(1);
      const [shared] = (await recordedTelegramCalls(page, "web_app_open_tg_link")) as { path_full: string }[];
      const sheet = new URL(shared!.path_full, "https://t.me");
      expect(sheet.pathname).toBe("/share/url");
      expect(new URL(sheet.searchParams.get("url")!).pathname + new URL(sheet.searchParams.get("url")!).search).toBe(
        `/webapp/${tenant.slug}/booking?service=${service.id}`,
      );
      expect(sheet.searchParams.get("text")).toContain(service.name);

      await expect.poll(async () => (await mainButton(page))?.is_visible).toBe(true);
      await pressMainButton(page);
      await page.waitForURL(`**/webapp/${tenant.slug}/register`);
      await page.getByRole("button", { name: ru.telegram.sharePhone }).click();
      await expect.poll(() => page.getByLabel(ru.register.miniApp.phone, { exact: true }).inputValue()).toBe("+79121114455");
      await page.getByLabel(ru.register.miniApp.email, { exact: true }).fill(uniqueEmail("tg-time"));
      await tickConsent(page);
      await expect.poll(async () => (await mainButton(page))?.is_active).toBe(true);
      await pressMainButton(page);

      // Back signed in: the time is held for them (issue 18.2) and, as they already confirmed it,
      // booked without a second press (issue 25.2); the hold ends with the booking.
      await page.waitForURL(`**/webapp/${tenant.slug}/booking/done/*`);
      await page.getByTestId("booking-done").waitFor();
      await checkScreen(session, "telegram-light", "time-link-done");
      const account = await stage.server.db.user.findUniqueOrThrow({ where: { telegramId: BigInt(user.id) } });
      const booked = await stage.server.db.slot.findUniqueOrThrow({ where: { id: slot.id } });
      expect(booked.heldUntil).toBeNull();
      const booking = await stage.server.db.booking.findUniqueOrThrow({ where: { id: booked.bookingId! } });
      expect([booking.userId, booking.serviceId, booking.startsAt.toISOString()]).toEqual([
        account.id,
        service.id,
        slot.startsAt.toISOString(),
      ]);

      // Issue 18.5: offered once after the booking; "Add" asks Telegram.
      await page.getByRole("alertdialog").filter({ hasText: ru.telegram.homeScreen.question }).waitFor();
      await checkScreen(session, "telegram-light", "home-screen-offer");
      await page.getByRole("button", { name: ru.telegram.homeScreen.add }).click();
      await expect.poll(() => recordedTelegramCalls(page, "web_app_add_to_home_screen")).toHaveLength(1);
      expect(await page.getByRole("alertdialog").count()).toBe(0);
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });

  it("a signed-in web customer has the time held on opening its address; Share copies the service's link (en, dark)", async () => {
    const { tenant, service, dates } = await createBookableTenant(stage.server.db, "Massage");
    const slot = (await stage.server.db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" } }))[2]!;
    const customer = await createUser(stage.server.db, { tenant });
    const session = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: "dark",
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const { page } = session;
    try {
      await session.context.addInitScript((token) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        storage.setItem("authToken", token);
        storage.setItem("language", "en");
      }, customer.token);
      const link = new URL(
        timeLinkUrl(stage.server.baseURL, { tenantSlug: tenant.slug, serviceId: service.id, slotId: slot.id, date: dates[0]! }),
      );
      await page.goto(`${link.pathname}${link.search}`);
      await page
        .getByTestId("booking-held")
        .filter({ hasText: en.booking.held.replace("{{minutes}}", "10") })
        .waitFor();
      expect((await stage.server.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).heldForUserId).toBe(customer.id);
      expect(await page.locator(`[data-slot-id="${slot.id}"]`).getAttribute("aria-pressed")).toBe("true");
      await checkScreen(session, "web-dark", "time-link-held-en");

      // Headless Chromium has no share sheet: the link is copied.
      await page.evaluate(() => {
        Object.defineProperty((globalThis as unknown as BrowserGlobals).navigator, "share", { value: undefined, configurable: true });
      });
      await page.getByTestId("booking-share").click();
      await page.getByRole("status").filter({ hasText: en.account.team.copied }).waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText())).toBe(
        `${stage.server.baseURL}/webapp/${tenant.slug}/booking?service=${service.id}`,
      );

      await page.getByRole("button", { name: en.booking.confirm }).click();
      await page.getByTestId("booking-done").waitFor();
      expect((await stage.server.db.slot.findUniqueOrThrow({ where: { id: slot.id } })).bookingId).not.toBeNull();
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });
});

describe("a service's share links in the back office", () => {
  it("shows the web address and the t.me link with copy buttons and a QR code (ru light, en dark)", async () => {
    const { tenant, service, dates } = await createBookableTenant(stage.server.db, "Маникюр");
    const admin = await createUser(stage.server.db, { tenant, role: "ADMIN", firstName: "Админ" });
    for (const [language, scheme] of [
      ["ru", "light"],
      ["en", "dark"],
    ] as const) {
      const session = await openPage(stage.browser, {
        baseURL: stage.server.baseURL,
        colorScheme: scheme,
        permissions: ["clipboard-read", "clipboard-write"],
      });
      const { page } = session;
      try {
        await session.context.addInitScript(
          ([token, lang]) => {
            const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
            storage.setItem("authToken", token);
            storage.setItem("language", lang);
          },
          [admin.token, language] as const,
        );
        const texts = language === "ru" ? ru : en;
        await page.goto(`/webapp/${tenant.slug}/admin/services`);
        const row = page.locator(`[data-testid="admin-service"][data-service-id="${service.id}"]`);
        await row.getByTestId("service-share-toggle").click();
        await row.getByTestId("service-qr").waitFor();
        const web = `${stage.server.baseURL}/webapp/${tenant.slug}/booking?service=${service.id}`;
        expect(await row.getByTestId("service-web-link").getAttribute("href")).toBe(web);
        // The platform bot's mini app, opened at this service (the tenant has no bot of its own).
        const botLink = new URL((await row.getByTestId("service-bot-link").getAttribute("href"))!);
        expect(botLink.origin + botLink.pathname).toBe("https://t.me/test_platform_bot");
        expect(parseStartParam(botLink.searchParams.get("startapp"))).toEqual({ tenantSlug: tenant.slug, serviceId: service.id });
        await row.getByRole("button", { name: texts.calendar.copy, exact: true }).click();
        await page.getByRole("status").filter({ hasText: texts.account.overview.copied }).waitFor();
        expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText())).toBe(web);
        // A link to one free time of the service: it opens that time's confirmation.
        const timeLink = row.getByTestId("service-time-link");
        await timeLink.getByLabel(texts.admin.desk.date, { exact: true }).fill(dates[0]!);
        const slot = (await stage.server.db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" } }))[3]!;
        await timeLink.locator(`[data-choice="${slot.id}"]`).click();
        const timeWeb = await timeLink.getByTestId("service-time-web-link").getAttribute("href");
        expect(timeWeb).toBe(
          timeLinkUrl(stage.server.baseURL, { tenantSlug: tenant.slug, serviceId: service.id, slotId: slot.id, date: dates[0]! }),
        );
        const timeBot = new URL((await timeLink.getByTestId("service-time-bot-link").getAttribute("href"))!);
        expect(parseStartParam(timeBot.searchParams.get("startapp"))).toEqual({
          tenantSlug: tenant.slug,
          serviceId: service.id,
          slotId: slot.id,
          date: dates[0],
        });
        await row.scrollIntoViewIfNeeded();
        await checkScreen(session, `web-${scheme}`, `service-share-links-${language}`);
      } finally {
        await session.close();
      }
    }
  });
});
