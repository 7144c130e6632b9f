// Issue 26.4 E2E: one Schedule area. A page laid out like the demo (free times every day 09:00-18:00,
// none of them from working hours) opens the area on "No working hours yet" with the suggested week
// marked a draft, not in force. The owner takes Tuesday off and saves: the area first shows what the
// save removes (Tuesday, the lunch hour, the weekend) and the booking that stays outside the new
// hours, then saves; the booking stays listed; and customers are offered exactly the saved hours,
// in the API and on the booking screen. At 1280 px (en, light), 390 px (ru, dark), 360 px (ru,
// light) and in the Telegram mock (360 px, ru, dark); axe finds nothing serious on the area.
import { en, ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { Service, Tenant, User } from "@booking/db";
import { addDays, defaultExpertId, generateSlotsForRange, todayInZone, weekdayIndex } from "@booking/core";
import { prismaSql } from "@booking/db";
import { horizontalOverflow, openPage, saveScreenshot, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createService, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, miniAppUrl, useE2eStage } from "./harness.ts";
import { calendarDay } from "./calendar-day.ts";

const stage = useE2eStage();

const halfHours = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 }, (_, i) => `${String(from + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`);
const LUNCH_DAY = halfHours(9, 18).filter((time) => time !== "13:00" && time !== "13:30");

async function expectAccessible(page: Page, screen: string, palette: "ours" | "telegram" = "ours") {
  const serious = (await axeViolations(page, '[data-testid="schedule-area"]')).filter(
    // Inside Telegram the colours are the user's Telegram theme, passed through as Telegram sends them.
    (v) => (v.impact === "serious" || v.impact === "critical") && !(palette === "telegram" && v.id === "color-contrast"),
  );
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

async function screen(session: PageSession, name: string): Promise<void> {
  const width = session.page.viewportSize()!.width;
  await session.page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
  await saveScreenshot(session.page, "e2e/schedule-area", name);
  const { scrollWidth } = await horizontalOverflow(session.page);
  expect(scrollWidth, `${name}: the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  session.assertNoIssues();
}

/** A page seeded like the demo: every day of the next 30, 09:00-18:00, made by hand (not by working hours). */
async function demoLikeTenant(): Promise<{
  tenant: Tenant;
  service: Service;
  owner: User & { token: string };
  customer: User & { token: string };
}> {
  const db = stage.server.db;
  const tenant = await createTenant(db, { plan: "PROFESSIONAL" });
  const service = await createService(db, tenant, { name: "Консультация", durationMinutes: 30 });
  const now = new Date();
  const today = todayInZone(now, tenant.timeZone);
  const slots = generateSlotsForRange({ timeZone: tenant.timeZone, now, startDate: today, endDate: addDays(today, 29) });
  const expertId = await defaultExpertId(prismaSql(db), tenant.id);
  await db.slot.createMany({ data: slots.map((slot) => ({ ...slot, tenantId: tenant.id, expertId })) });
  const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Olga" });
  const customer = await createUser(db, { tenant, firstName: "Vera" });
  return { tenant, service, owner, customer };
}

/** The first local date from tomorrow on with ISO weekday `index` (0 = Monday). */
const next = (tenant: Tenant, index: number) => {
  for (let days = 1; ; days++) if (weekdayIndex(localDate(tenant, days)) === index) return localDate(tenant, days);
};

async function offered(tenant: Tenant, service: Service, date: string): Promise<string[]> {
  const res = await stage.api<{ slots: { startTime: string }[] }>(
    "GET",
    `/api/bookings/available/times?date=${date}&serviceId=${service.id}`,
    {
      tenant,
    },
  );
  return res.body.slots.map((slot) => slot.startTime);
}

async function openAs(token: string, options: { width: number; language: "ru" | "en"; scheme: "light" | "dark" }): Promise<PageSession> {
  const session = await openPage(stage.browser, {
    baseURL: stage.server.baseURL,
    colorScheme: options.scheme,
    viewport: { width: options.width, height: 900 },
    locale: options.language,
  });
  await session.context.addInitScript(
    ([value, language]) => {
      const storage = (globalThis as unknown as PageGlobals).localStorage;
      storage.setItem("authToken", value);
      storage.setItem("language", language);
    },
    [token, options.language] as const,
  );
  return session;
}

describe("one Schedule area", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("a demo-like page: no working hours yet (a draft); Tuesday off saved after seeing what goes; customers get exactly the saved hours", async () => {
    const { tenant, service, owner, customer } = await demoLikeTenant();
    const [monday, tuesday, saturday] = [next(tenant, 0), next(tenant, 1), next(tenant, 5)];
    // Before: the seeded times offer Tuesday, the lunch hour and Saturday.
    expect(await offered(tenant, service, tuesday)).toEqual(halfHours(9, 18));
    expect(await offered(tenant, service, saturday)).toEqual(halfHours(9, 18));
    // Vera books Tuesday 10:00, which the new hours will leave outside.
    const tuesdayTimes = await stage.api<{ slots: { id: string; startTime: string }[] }>(
      "GET",
      `/api/bookings/available/times?date=${tuesday}&serviceId=${service.id}`,
      { tenant },
    );
    const ten = tuesdayTimes.body.slots.find((slot) => slot.startTime === "10:00")!;
    expect(
      (await stage.api("POST", "/api/bookings", { tenant, token: customer.token, body: { serviceId: service.id, slotId: ten.id } })).status,
    ).toBe(201);

    const session = await openAs(owner.token, { width: 1280, language: "en", scheme: "light" });
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/admin?tab=schedule`);
    const status = page.getByTestId("schedule-status");
    await status.waitFor();
    expect(await status.getAttribute("data-state")).toBe("draft");
    expect(await status.innerText()).toContain(en.planner.hours.notSaved);
    expect(await page.getByTestId("schedule-draft").innerText()).toBe(en.planner.hours.draft);
    await screen(session, "draft-1280-en-light");
    await expectAccessible(page, "draft, desktop");

    // Tuesday off, then Save: first what the save does.
    // (The kit draws the switch over its input: the press lands on the drawing.)
    await page.getByRole("switch", { name: `${en.admin.schedule.weekdays.tue}: ${en.admin.schedule.working}` }).click({ force: true });
    await page.getByTestId("schedule-save").click();
    const preview = page.getByTestId("schedule-preview");
    await preview.waitFor();
    const removed = await preview.getByTestId("schedule-preview-removed").innerText();
    expect(removed).toMatch(/Tue, .+, 9:00 AM–10:00 AM/);
    expect(removed).toMatch(/Tue, .+, 10:30 AM–6:00 PM/);
    expect(removed).toMatch(/1:00 PM–2:00 PM/);
    expect(await preview.getByTestId("schedule-preview-flagged").innerText()).toMatch(/^Tue, .+, 10:00 AM–10:30 AM · Vera · Консультация$/);
    await screen(session, "preview-1280-en-light");
    await expectAccessible(page, "preview, desktop");
    // Nothing changed yet.
    expect(await offered(tenant, service, tuesday)).toEqual(halfHours(9, 18).filter((time) => time !== "10:00"));
    await preview.getByTestId("schedule-preview-save").click();
    await page.getByTestId("schedule-result").waitFor();
    expect(await status.getAttribute("data-state")).toBe("in-force");
    expect(await page.getByTestId("schedule-flagged").innerText()).toContain("Vera");
    await screen(session, "saved-1280-en-light");

    // Customers: exactly the saved hours.
    expect(await offered(tenant, service, tuesday)).toEqual([]);
    expect(await offered(tenant, service, saturday)).toEqual([]);
    expect(await offered(tenant, service, monday)).toEqual(LUNCH_DAY);
    const shopper = await openAs(customer.token, { width: 390, language: "ru", scheme: "light" });
    sessions.push(shopper);
    await shopper.page.goto(`/webapp/${tenant.slug}/booking`);
    await shopper.page.getByRole("button", { name: /Консультация/ }).click();
    expect(await (await calendarDay(shopper.page, tuesday)).getAttribute("data-state")).not.toBe("available");
    expect(await (await calendarDay(shopper.page, saturday)).getAttribute("data-state")).not.toBe("available");
    const mondayButton = await calendarDay(shopper.page, monday);
    await mondayButton.click();
    const slots = shopper.page.locator('[data-testid="slot"]');
    await expect.poll(() => slots.count()).toBe(LUNCH_DAY.length);
    expect((await slots.allInnerTexts()).map((text) => text.trim().slice(0, 5))).toEqual(LUNCH_DAY);
    await screen(shopper, "customer-monday-390-ru-light");

    // The saved area on phones and in Telegram: in force, the flagged booking kept in view of the calendar.
    for (const [width, language, scheme] of [
      [390, "ru", "dark"],
      [360, "ru", "light"],
    ] as const) {
      const phone = await openAs(owner.token, { width, language, scheme });
      sessions.push(phone);
      await phone.page.goto(`/webapp/${tenant.slug}/admin?tab=schedule`);
      await phone.page.getByTestId("schedule-status").waitFor();
      expect(await phone.page.getByTestId("schedule-status").getAttribute("data-state")).toBe("in-force");
      await screen(phone, `in-force-${width}-${language}-${scheme}`);
      await expectAccessible(phone.page, `in force ${width}`);
      // An edit is said to be unsaved; Discard brings the saved hours back.
      await phone.page
        .getByRole("switch", { name: `${ru.admin.schedule.weekdays.sat}: ${ru.admin.schedule.working}` })
        .click({ force: true });
      expect(await phone.page.getByTestId("schedule-status").getAttribute("data-state")).toBe("unsaved");
      await screen(phone, `unsaved-${width}-${language}-${scheme}`);
      await phone.page.getByRole("button", { name: ru.planner.hours.discard }).click();
      expect(await phone.page.getByTestId("schedule-status").getAttribute("data-state")).toBe("in-force");
      // The extra times by hand are one tap away, in the same area.
      await phone.page
        .getByRole("navigation", { name: ru.planner.hours.sections })
        .getByRole("button", { name: ru.planner.hours.nav.slots })
        .click();
      await phone.page.locator("#schedule-slots[open]").waitFor();
      await phone.page.getByTestId("availability-calendar").waitFor();
      await screen(phone, `extra-times-${width}-${language}-${scheme}`);
    }

    const tgUser = telegramUser({ firstName: "Олег" });
    await createUser(stage.server.db, { tenant, role: "ADMIN", telegramId: BigInt(tgUser.id) });
    const telegram = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "dark" });
    sessions.push(telegram);
    await telegram.page.goto(
      miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/admin`, tgUser, "dark").replace("?", "?tab=schedule&"),
    );
    await telegram.page.getByTestId("schedule-status").waitFor();
    await screen(telegram, "in-force-telegram-360-ru-dark");
    await expectAccessible(telegram.page, "in force, Telegram", "telegram");
  });
});
