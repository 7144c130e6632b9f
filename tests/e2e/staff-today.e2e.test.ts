// Issue 26.1/26.2 proof: an owner opens the back office and lands on Today, sees what waits for a
// confirmation and today's bookings in time order, confirms one in a single action (no second
// question), and reaches every section through the shell's navigation without the page scrolling
// sideways, at 1280, 390 and 360 px, in Russian and English, light and dark, on the web and in the
// Telegram mock (where the BackButton steps up a level). axe finds nothing serious on Today.
import { en, ru } from "@booking/i18n";
import { localTimeToInstant } from "@booking/core";
import type { Db, Service, Slot, Tenant } from "@booking/db";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { horizontalOverflow, openPage, saveScreenshot, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createBookingRow, createService, createSlotAt, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, miniAppUrl, recordedTelegramCalls, useE2eStage } from "./harness.ts";
import { expectSection, openSection, type SectionKey } from "./staff-shell.ts";

const stage = useE2eStage();

type Combo = { width: 1280 | 390 | 360; language: "ru" | "en"; theme: "light" | "dark"; env: "web" | "telegram" };
const WEB: Combo[] = [1280, 390, 360].flatMap((width) =>
  (["ru", "en"] as const).flatMap((language) =>
    (["light", "dark"] as const).map((theme) => ({ width, language, theme, env: "web" }) as Combo),
  ),
);
const TELEGRAM: Combo[] = [
  { width: 360, language: "ru", theme: "light", env: "telegram" },
  { width: 390, language: "en", theme: "dark", env: "telegram" },
  { width: 1280, language: "ru", theme: "dark", env: "telegram" },
];
const SECTIONS = Object.keys(ru.staff.sections) as SectionKey[];

/** A slot today (or `days` ahead) at `hh:mm` in the tenant's zone, whatever the time now. */
async function slotAt(db: Db, tenant: Tenant, days: number, time: string): Promise<Slot> {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return createSlotAt(db, tenant, localTimeToInstant(tenant.timeZone, localDate(tenant, days), hours * 60 + minutes));
}

async function bookingDay(db: Db, tenant: Tenant, service: Service) {
  const client = (firstName: string) => createUser(db, { tenant, firstName });
  const [anna, boris, vera] = await Promise.all([client("Анна"), client("Борис"), client("Вера")]);
  const late = await createBookingRow(db, {
    tenant,
    user: boris,
    service,
    slots: [await slotAt(db, tenant, 0, "12:00")],
    status: "PENDING",
  });
  const early = await createBookingRow(db, {
    tenant,
    user: anna,
    service,
    slots: [await slotAt(db, tenant, 0, "10:00")],
    status: "CONFIRMED",
  });
  const tomorrow = await createBookingRow(db, {
    tenant,
    user: vera,
    service,
    slots: [await slotAt(db, tenant, 1, "11:00")],
    status: "PENDING",
  });
  return { early, late, tomorrow };
}

async function pressBackButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    const receiveEvent = (globalThis as unknown as PageGlobals).Telegram?.WebView?.receiveEvent;
    if (!receiveEvent) throw new Error("The Telegram bridge is not installed in this page");
    receiveEvent("back_button_pressed");
  });
}

async function noSidewaysScroll(page: Page, width: number, where: string): Promise<void> {
  const { scrollWidth } = await horizontalOverflow(page);
  expect(scrollWidth, `${where}: the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
}

describe("the staff area opens on Today and reaches every section", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it.each([...WEB, ...TELEGRAM].map((combo) => [`${combo.env} ${combo.width} ${combo.language} ${combo.theme}`, combo] as const))(
    "%s",
    async (name, { width, language, theme, env }) => {
      const texts = language === "ru" ? ru : en;
      const { db } = stage.server;
      const tenant = await createTenant(db, { plan: "PROFESSIONAL" });
      const service = await createService(db, tenant, { name: language === "ru" ? "Консультация" : "Consultation" });
      const tgUser = telegramUser({ firstName: "Ольга", languageCode: language });
      const owner = await createUser(db, {
        tenant,
        role: "OWNER",
        firstName: "Ольга",
        ...(env === "telegram" ? { telegramId: BigInt(tgUser.id), userType: "HYBRID" as const } : {}),
      });
      await db.user.update({ where: { id: owner.id }, data: { language } });
      const { early, late, tomorrow } = await bookingDay(db, tenant, service);

      const session = await openPage(stage.browser, {
        baseURL: stage.server.baseURL,
        colorScheme: theme,
        viewport: { width, height: 800 },
      });
      sessions.push(session);
      const { page } = session;
      await session.context.addInitScript(
        ([token, lang, web]) => {
          const storage = (globalThis as unknown as PageGlobals).localStorage;
          if (web === "web") storage.setItem("authToken", token);
          storage.setItem("language", lang);
        },
        [owner.token, language, env] as const,
      );
      const home = `/webapp/${tenant.slug}/admin`;
      await page.goto(env === "telegram" ? miniAppUrl(stage.server.baseURL, home, tgUser, theme) : home);

      // Today, at its own address.
      await page.waitForURL(new RegExp(`/webapp/${tenant.slug}/admin/today`));
      await expectSection(page, texts, "today");
      const pending = page.getByTestId("today-pending");
      await expect.poll(() => pending.getByTestId("today-pending-item").count(), { timeout: 15_000 }).toBe(2);
      expect(
        await pending.getByTestId("today-pending-item").evaluateAll((items) => items.map((i) => i.getAttribute("data-booking-id"))),
      ).toEqual([late.id, tomorrow.id]);
      const todays = page.getByTestId("today-bookings").getByTestId("today-booking");
      await expect
        .poll(() => todays.evaluateAll((items) => items.map((i) => i.getAttribute("data-booking-id"))), { timeout: 15_000 })
        .toEqual([early.id, late.id]);
      await noSidewaysScroll(page, width, `${name} today`);
      const shots = `e2e/staff-today/${env}-${width}-${language}-${theme}`;
      await saveScreenshot(page, shots, "today");
      // Inside Telegram the buttons and links wear Telegram's own palette (DECISIONS): contrast is checked on the web.
      const serious = (await axeViolations(page)).filter(
        (v) => (v.impact === "serious" || v.impact === "critical") && !(env === "telegram" && v.id === "color-contrast"),
      );
      expect(serious, `${name}: axe on Today`).toEqual([]);

      // Confirm: one action, no question.
      await pending.locator(`[data-booking-id="${late.id}"]`).getByTestId("today-confirm").click();
      await page.getByRole("status").filter({ hasText: texts.alerts.success.bookingConfirmed }).first().waitFor();
      expect(await page.getByRole("alertdialog").count(), "confirming asks nothing").toBe(0);
      await expect
        .poll(async () => (await db.booking.findUniqueOrThrow({ where: { id: late.id } })).status, { timeout: 15_000 })
        .toBe("CONFIRMED");
      await expect.poll(() => pending.getByTestId("today-pending-item").count(), { timeout: 15_000 }).toBe(1);
      await saveScreenshot(page, shots, "today-confirmed");

      // Every section through the navigation (the side bar on a desk, the Sections menu on a phone).
      const sideNav = width >= 1024;
      expect(await page.getByTestId("staff-side-nav").isVisible()).toBe(sideNav);
      expect(await page.getByTestId("staff-menu-button").isVisible()).toBe(!sideNav);
      // No site menu above the staff content.
      expect(await page.locator(".tenant-menu, .top-bar").count()).toBe(0);
      for (const section of SECTIONS.filter((key) => key !== "today")) {
        await openSection(page, texts, section);
        await page.waitForURL(new RegExp(`/admin/${section}$`));
        await noSidewaysScroll(page, width, `${name} ${section}`);
      }

      if (env === "telegram") {
        // The BackButton steps up a level: page → section → Today → the business's home.
        await openSection(page, texts, "settings", "bot");
        await expect
          .poll(
            async () => ((await recordedTelegramCalls(page, "web_app_setup_back_button")).at(-1) as { is_visible?: boolean })?.is_visible,
          )
          .toBe(true);
        await pressBackButton(page);
        await page.waitForURL(/\/admin\/settings$/);
        await pressBackButton(page);
        await page.waitForURL(/\/admin\/today$/);
        await pressBackButton(page);
        await page.waitForURL(new RegExp(`/webapp/${tenant.slug}(\\?|#|$)`));
      } else {
        // Back and forward step through the sections visited.
        await page.goBack();
        await page.waitForURL(new RegExp(`/admin/${SECTIONS.at(-2)}$`));
        await page.goForward();
        await page.waitForURL(new RegExp(`/admin/${SECTIONS.at(-1)}$`));
      }
      session.assertNoIssues();
    },
  );
});
