// The calendar's time grid in Chromium (issue 26.3): an owner sees the week as hours by days, each
// booking a block as tall as it is long, the free time, the past dimmed; taps a free time and books
// a client there by phone (the dialog opens on that day and time); drags a booking onto a free time
// on a desktop and the server moves it; on a phone the day view does the same by tapping and by
// picking a time. At 1280, 390 and 360 px, ru and en, light and dark, on the web and in the
// Telegram mock; axe finds nothing serious; screenshots under test-artifacts/e2e/calendar-grid/.
import { en, ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { Service, Tenant, User } from "@booking/db";
import { formatClock } from "../../apps/miniapp/src/lib/format.ts";
import { openPage, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, checkScreen, miniAppUrl, useE2eStage } from "./harness.ts";

const stage = useE2eStage();

type Texts = typeof en | typeof ru;

interface Found {
  id: string;
  date: string;
  startTime: string;
  status: string;
  client: { name: string };
}

/** `palette: "telegram"`: the colours are the user's Telegram theme, passed through as Telegram sends them, not ours to check. */
async function expectAccessible(page: Page, screen: string, selector?: string, palette: "ours" | "telegram" = "ours") {
  const serious = (await axeViolations(page, selector)).filter(
    (v) => (v.impact === "serious" || v.impact === "critical") && !(palette === "telegram" && v.id === "color-contrast"),
  );
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

/** Checks the screen at the page's width: no sideways page scroll, a screenshot, no page errors. */
async function screen(session: PageSession, name: string): Promise<void> {
  const width = session.page.viewportSize()!.width;
  await session.page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
  const { saveScreenshot, horizontalOverflow } = await import("../support/browser.ts");
  await saveScreenshot(session.page, "e2e/calendar-grid", name);
  const { scrollWidth } = await horizontalOverflow(session.page);
  expect(scrollWidth, `${name}: the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  session.assertNoIssues();
}

/** A page whose week is full of free time (09:00-18:00 for seven days), a customer's booking tomorrow at 10:00. */
async function busyTenant(
  serviceName: string,
): Promise<{ tenant: Tenant; service: Service; owner: User & { token: string }; booking: string }> {
  const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
  const service = await createService(stage.server.db, tenant, { name: serviceName, durationMinutes: 60 });
  const dates = Array.from({ length: 8 }, (_, i) => localDate(tenant, i));
  await createSlots(stage.server.db, tenant, { dates, startTime: "09:00", endTime: "18:00" });
  const owner = await createUser(stage.server.db, { tenant, role: "OWNER", firstName: "Olga" });
  const customer = await createUser(stage.server.db, { tenant, firstName: "Vera" });
  const times = await stage.api<{ slots: { id: string; startTime: string }[] }>(
    "GET",
    `/api/bookings/available/times?date=${localDate(tenant, 1)}&serviceId=${service.id}`,
    { tenant },
  );
  const ten = times.body.slots.find((slot) => slot.startTime === "10:00")!;
  const booked = await stage.api<{ id: string }>("POST", "/api/bookings", {
    tenant,
    token: customer.token,
    body: { serviceId: service.id, slotId: ten.id },
  });
  expect(booked.status).toBe(201);
  return { tenant, service, owner, booking: booked.body.id };
}

async function bookingsOn(tenant: Tenant, token: string, date: string): Promise<Found[]> {
  const res = await stage.api<{ items: Found[] }>("GET", `/api/admin/bookings/search?from=${date}&to=${date}`, { tenant, token });
  return res.body.items;
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

const freeAt = (page: Page, date: string, time: string) =>
  page.locator(`.cal-col[data-date="${date}"] [data-testid="grid-free"][data-time="${time}"]`).first();

/** Books a new client by phone from the dialog a tapped free time opened, and waits for the toast. */
async function bookByPhone(page: Page, texts: Texts, time: string, name: string, phone: string) {
  const dialog = page.getByTestId("phone-in-dialog");
  await dialog.waitFor();
  // The tapped time is already chosen.
  await expect
    .poll(() =>
      dialog.getByRole("radio", { name: formatClock(time, texts === en ? "en" : "ru"), exact: true }).getAttribute("aria-checked"),
    )
    .toBe("true");
  await dialog.getByRole("radio", { name: texts.admin.desk.newClient, exact: true }).click();
  await dialog.getByLabel(texts.admin.desk.firstName, { exact: true }).fill(name);
  await dialog.getByLabel(texts.admin.desk.phone, { exact: true }).fill(phone);
  await dialog.getByTestId("phone-in-submit").click();
  await page.getByRole("status").filter({ hasText: texts.admin.desk.created }).first().waitFor();
}

describe("calendar time grid", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("desktop 1280 (en, light, then ru, dark): the week as a time grid; a free time books a client; a booking dragged onto a free time moves", async () => {
    const { tenant, owner, booking } = await busyTenant("Consultation");
    const [today, tomorrow, later] = [localDate(tenant, 0), localDate(tenant, 1), localDate(tenant, 2)];
    const session = await openAs(owner.token, { width: 1280, language: "en", scheme: "light" });
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/admin/calendar`);
    // The week opens on a desk; if tomorrow is next week, go there.
    await page.getByTestId("grid-week").waitFor();
    if ((await page.locator(`.cal-col[data-date="${tomorrow}"]`).count()) === 0)
      await page.getByRole("button", { name: en.admin.desk.next }).click();
    const block = page.locator(`[data-testid="grid-booking"][data-booking-id="${booking}"]`);
    await block.waitFor();
    // Seven day columns side by side; the hour-long booking is two half-hour rows tall (56 px).
    const tops = await page
      .locator(".cal-col")
      .evaluateAll((cols) =>
        cols.map((col) => Math.round((col as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top)),
      );
    expect(tops).toHaveLength(7);
    expect(new Set(tops).size).toBe(1);
    const box = (await block.boundingBox())!;
    expect(Math.round(box.height)).toBe(56);
    expect(await block.getAttribute("title")).toMatch(/Vera · Consultation · Pending/);
    expect(await freeAt(page, tomorrow, "14:00").count()).toBe(1);
    if ((await page.locator(`.cal-col[data-date="${today}"]`).count()) > 0) {
      // Today's column dims what has passed.
      expect(await page.locator(`.cal-col[data-date="${today}"] .cal-col__past`).count()).toBe(1);
    }
    await screen(session, "week-1280-en-light");
    await expectAccessible(page, "week grid, desktop", '[data-testid="staff-panel"]');

    // A free time: the phone-in dialog opens on it.
    await freeAt(page, tomorrow, "14:00").click();
    await bookByPhone(page, en, "14:00", "Pavel", "+7 916 777-12-34");
    await expect
      .poll(async () => (await bookingsOn(tenant, owner.token, tomorrow)).map((b) => [b.client.name, b.startTime, b.status]))
      .toContainEqual(["Pavel", "14:00", "CONFIRMED"]);
    await page.locator('[data-testid="grid-booking"]', { hasText: "Pavel" }).waitFor();

    // Drag Vera's booking onto a free time the day after; the move is asked once, then made.
    if ((await page.locator(`.cal-col[data-date="${later}"]`).count()) === 0)
      await page.getByRole("button", { name: en.admin.desk.next }).click();
    await block.dragTo(freeAt(page, later, "15:00"));
    const ask = page.getByRole("alertdialog");
    await expect.poll(() => ask.innerText()).toContain("Vera · Consultation");
    await screen(session, "move-1280-en-light");
    await ask.getByRole("button", { name: en.planner.grid.move, exact: true }).click();
    await page.getByRole("status").filter({ hasText: en.admin.desk.rescheduled }).first().waitFor();
    await expect.poll(async () => (await bookingsOn(tenant, owner.token, later)).find((b) => b.id === booking)?.startTime).toBe("15:00");

    // The same week in Russian, dark.
    const dark = await openAs(owner.token, { width: 1280, language: "ru", scheme: "dark" });
    sessions.push(dark);
    await dark.page.goto(`/webapp/${tenant.slug}/admin/calendar`);
    await dark.page.getByTestId("grid-week").waitFor();
    if ((await dark.page.locator(`.cal-col[data-date="${tomorrow}"]`).count()) === 0) {
      await dark.page.getByRole("button", { name: ru.admin.desk.next }).click();
    }
    await dark.page.locator('[data-testid="grid-booking"]').first().waitFor();
    await screen(dark, "week-1280-ru-dark");
    await expectAccessible(dark.page, "week grid, desktop, dark", '[data-testid="staff-panel"]');
  });

  it("phones 390 and 360 (ru, light; en, dark): the day grid; a tapped free time books; a booking moves by picking a time", async () => {
    const { tenant, owner, booking } = await busyTenant("Массаж");
    const tomorrow = localDate(tenant, 1);
    for (const [width, language, scheme, texts] of [
      [390, "ru", "light", ru],
      [360, "en", "dark", en],
    ] as const) {
      const session = await openAs(owner.token, { width, language, scheme });
      sessions.push(session);
      const { page } = session;
      await page.goto(`/webapp/${tenant.slug}/admin/calendar`);
      await page.getByTestId("grid-day").waitFor();
      await page.getByRole("button", { name: texts.admin.desk.next }).click();
      await page.locator(`.cal-col[data-date="${tomorrow}"]`).waitFor();
      await page.locator(`[data-testid="grid-booking"][data-booking-id="${booking}"]`).waitFor();
      await screen(session, `day-${width}-${language}-${scheme}`);
      await expectAccessible(page, `day grid ${width}`, '[data-testid="staff-panel"]');
      // The week also fits: it scrolls inside its own box, never the page.
      await page.getByRole("radio", { name: texts.admin.desk.views.week, exact: true }).click();
      await page.getByTestId("grid-week").waitFor();
      await screen(session, `week-${width}-${language}-${scheme}`);
      await page.getByRole("radio", { name: texts.admin.desk.views.day, exact: true }).click();
      await page.getByRole("button", { name: texts.admin.desk.next }).click();
      await page.locator(`.cal-col[data-date="${tomorrow}"]`).waitFor();
    }
    // On the last phone: tap a free time and book; open the booking and pick a new time.
    const { page } = sessions.at(-1)!;
    await freeAt(page, tomorrow, "16:00").click();
    await screen(sessions.at(-1)!, "phone-in-360-en-dark");
    await bookByPhone(page, en, "16:00", "Nina", "+7 916 555-00-11");
    await expect
      .poll(async () => (await bookingsOn(tenant, owner.token, tomorrow)).map((b) => [b.client.name, b.startTime]))
      .toContainEqual(["Nina", "16:00"]);
    await page.locator(`[data-testid="grid-booking"][data-booking-id="${booking}"]`).click();
    await page.getByTestId("desk-booking-dialog").getByTestId("reschedule").click();
    const picker = page.getByTestId("reschedule-dialog");
    await picker.getByRole("radio", { name: formatClock("12:00", "en"), exact: true }).click();
    await picker.getByRole("button", { name: en.admin.bookings.reschedule, exact: true }).click();
    await page.getByRole("status").filter({ hasText: en.admin.desk.rescheduled }).first().waitFor();
    await expect.poll(async () => (await bookingsOn(tenant, owner.token, tomorrow)).find((b) => b.id === booking)?.startTime).toBe("12:00");
  });

  it("inside Telegram (mocked, 360 px, ru, dark and light): the grid and a booking from a tapped free time", async () => {
    const { tenant } = await busyTenant("Стрижка");
    const tomorrow = localDate(tenant, 1);
    for (const theme of ["dark", "light"] as const) {
      const tgUser = telegramUser({ firstName: "Олег" });
      await createUser(stage.server.db, { tenant, role: "ADMIN", telegramId: BigInt(tgUser.id) });
      const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: theme });
      sessions.push(session);
      const { page } = session;
      await page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/admin/calendar`, tgUser, theme));
      await page.getByTestId("grid-day").waitFor();
      await page.getByRole("button", { name: ru.admin.desk.next }).click();
      await page.locator(`.cal-col[data-date="${tomorrow}"] [data-testid="grid-booking"]`).first().waitFor();
      await checkScreen(session, "calendar-grid", `day-telegram-360-ru-${theme}`);
      await expectAccessible(page, `telegram day grid ${theme}`, '[data-testid="staff-panel"]', "telegram");
      if (theme === "dark") {
        await freeAt(page, tomorrow, "11:00").click();
        await bookByPhone(page, ru, "11:00", "Ян", "+7 916 444-22-33");
      }
    }
  });
});
