// The bookings desk in Chromium (issue 15.1/15.2/15.12, the week as a time grid since 26.3): a
// customer books through the API; the administrator sees it in the week view on a phone (ru, light), reschedules it from there with the
// free-time picker, confirms it, and downloads the CSV export that carries it. On a desktop (en,
// dark) the week view shows the days side by side and a phone-in booking for a new client is made
// from the dialog. Screens go to test-artifacts/e2e/desk/, axe finds nothing serious or critical.
import fs from "node:fs";
import { en, ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { formatClock } from "../../apps/miniapp/src/lib/format.ts";
import { weekStart } from "../../apps/miniapp/src/screens/admin/desk/desk-booking.ts";
import { horizontalOverflow, openPage, saveScreenshot, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { localDate } from "../support/booking-fixtures.ts";
import { axeViolations, checkScreen, createBookableTenant, miniAppUrl, useE2eStage } from "./harness.ts";
import { openSection } from "./staff-shell.ts";
import { telegramUser } from "../support/identity.ts";

const stage = useE2eStage();

interface Booking {
  id: string;
  status: string;
  date: string;
  startTime: string;
}
interface Page1 {
  items: Booking[];
}

/** axe on the page, or only within `selector`. */
async function expectAccessible(page: Page, screen: string, selector?: string) {
  const serious = (await axeViolations(page, selector)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

/** A screenshot under test-artifacts/e2e/desk/ at the page's own width, no sideways scrolling, no page errors. */
async function shot(session: PageSession, name: string): Promise<void> {
  await session.page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
  await saveScreenshot(session.page, "e2e/desk", name);
  const { scrollWidth, viewport } = await horizontalOverflow(session.page);
  expect(scrollWidth, `${name}: scroll width at ${viewport} px`).toBeLessThanOrEqual(viewport);
  session.assertNoIssues();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor();
}

/** The week view showing `date` (the next week's when it is not in this one). */
async function openWeek(page: Page, texts: typeof ru, date: string, today: string) {
  await page.getByRole("radio", { name: texts.admin.desk.views.week, exact: true }).click();
  await page.getByTestId("grid-week").waitFor();
  if (weekStart(date) !== weekStart(today)) await page.getByRole("button", { name: texts.admin.desk.next }).click();
}

describe("bookings desk", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("week view → reschedule → confirm → CSV export, on a phone in ru; phone-in on a desktop in en, dark", async () => {
    const { tenant, service, dates } = await createBookableTenant(stage.server.db, "Массаж e2e");
    const admin = await createUser(stage.server.db, { tenant, role: "ADMIN", firstName: "Админ" });
    const customer = await createUser(stage.server.db, { tenant, firstName: "Вера" });
    const today = localDate(tenant, 0);
    const slots = (
      await stage.api<{ slots: { id: string; startTime: string }[] }>(
        "GET",
        `/api/bookings/available/times?date=${dates[0]}&serviceId=${service.id}`,
        { tenant },
      )
    ).body.slots;
    const booked = await stage.api<Booking>("POST", "/api/bookings", {
      tenant,
      token: customer.token,
      body: { serviceId: service.id, slotId: slots[0]!.id },
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.id;
    const current = async () =>
      (
        await stage.api<Page1>("GET", `/api/admin/bookings/search?from=${today}&to=${dates[1]}`, { tenant, token: admin.token })
      ).body.items.find((b) => b.id === bookingId)!;

    // Phone, ru, light: the week view has the booking and the free time around it.
    const phone = await stage.openLoggedIn(admin.token, { width: 390, height: 844 });
    sessions.push(phone);
    const { page } = phone;
    await page.goto(`/webapp/${tenant.slug}/admin/calendar`);
    await openWeek(page, ru, dates[0]!, today);
    const card = page.locator(`[data-testid="grid-booking"][data-booking-id="${bookingId}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain("Вера");
    expect(await page.getByTestId("grid-free").count()).toBeGreaterThan(0);
    await shot(phone, "week-phone-390-ru-light");
    await page.setViewportSize({ width: 360, height: 780 });
    await checkScreen(phone, "desk", "week-phone-360-ru-light");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, "week view");

    // Reschedule from the week view: the picker offers the day's free starts that fit the service.
    await card.click();
    await page.getByTestId("desk-booking-dialog").getByTestId("reschedule").click();
    const picker = page.getByTestId("reschedule-dialog");
    await picker.getByRole("radio", { name: "11:30", exact: true }).click();
    await shot(phone, "reschedule-phone-390-ru-light");
    await picker.getByRole("button", { name: ru.admin.bookings.reschedule, exact: true }).click();
    await toast(page, ru.admin.desk.rescheduled);
    expect(await current()).toMatchObject({ date: dates[0], startTime: "11:30", status: "PENDING" });

    // Confirm from the week view: one action, no second question (issue 26.2).
    await card.click();
    await page.getByTestId("desk-booking-dialog").getByRole("button", { name: ru.admin.bookings.confirm, exact: true }).click();
    await toast(page, ru.alerts.success.bookingConfirmed);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    await expect.poll(async () => (await current()).status).toBe("CONFIRMED");
    await page.getByTestId("desk-booking-dialog").getByRole("button", { name: ru.admin.desk.close }).click();

    // The list: compact rows; the CSV export downloads the booking.
    await page.getByRole("radio", { name: ru.admin.desk.views.list, exact: true }).click();
    await page.locator(`[data-testid="admin-booking"][data-booking-id="${bookingId}"]`).waitFor();
    await shot(phone, "list-phone-390-ru-light");
    await page.setViewportSize({ width: 360, height: 780 });
    await checkScreen(phone, "desk", "list-phone-360-ru-light");
    await expectAccessible(page, "bookings list");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("bookings-export").click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^zapisi-${tenant.slug}-.*\\.csv$`));
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFFДата,Начало,Конец,Услуга,Клиент")).toBe(true);
    const line = csv.split("\r\n").find((row) => row.endsWith(bookingId))!;
    expect(line).toContain(`${dates[0]},11:30,12:00,Массаж e2e,Вера,+79990000000,${customer.email},,Подтверждена,`);

    // Desktop, en, dark: seven columns, and a phone-in booking for a new client.
    const desktop = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: "dark",
      viewport: { width: 1280, height: 900 },
      locale: "en",
    });
    sessions.push(desktop);
    await desktop.context.addInitScript((token) => {
      const storage = (globalThis as unknown as PageGlobals).localStorage;
      storage.setItem("authToken", token);
      storage.setItem("language", "en");
    }, admin.token);
    const wide = desktop.page;
    await wide.goto(`/webapp/${tenant.slug}/admin/calendar`);
    await openWeek(wide, en, dates[0]!, today);
    await wide.locator(`[data-testid="grid-booking"][data-booking-id="${bookingId}"]`).waitFor();
    const columns = await wide
      .locator(".cal-col")
      .evaluateAll((days) =>
        days.map((day) => Math.round((day as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top)),
      );
    expect(columns).toHaveLength(7);
    expect(new Set(columns).size, "the seven days stand side by side").toBe(1);
    await shot(desktop, "week-desktop-1280-en-dark");
    // The admin panel only: the top bar's "Admin" badge (#2990ff on #1c2e42, 4.29:1) is the layout's.
    await expectAccessible(wide, "week view, desktop, dark", '[data-testid="staff-panel"]');

    await wide.getByTestId("new-booking").click();
    const phoneIn = wide.getByTestId("phone-in-dialog");
    await phoneIn.getByLabel(en.admin.desk.date, { exact: true }).fill(dates[1]!);
    await phoneIn.getByRole("radio", { name: formatClock("10:00", "en"), exact: true }).click();
    await phoneIn.getByRole("radio", { name: en.admin.desk.newClient, exact: true }).click();
    await phoneIn.getByLabel(en.admin.desk.firstName, { exact: true }).fill("Pavel");
    await phoneIn.getByLabel(en.admin.desk.phone, { exact: true }).fill("+7 916 777-12-34");
    await shot(desktop, "phone-in-desktop-1280-en-dark");
    await phoneIn.getByTestId("phone-in-submit").click();
    await toast(wide, en.admin.desk.created);
    const made = (
      await stage.api<Page1 & { items: (Booking & { client: { name: string; phone: string } })[] }>(
        "GET",
        `/api/admin/bookings/search?from=${dates[1]}&to=${dates[1]}&search=pavel`,
        { tenant, token: admin.token },
      )
    ).body.items;
    expect(made).toMatchObject([
      { date: dates[1], startTime: "10:00", status: "CONFIRMED", client: { name: "Pavel", phone: "+79167771234" } },
    ]);
  });

  it("looks right in the other language and theme at 390 and 1280 px, and the Clients tab exports too", async () => {
    const { tenant, service, dates } = await createBookableTenant(stage.server.db, "Massage");
    const admin = await createUser(stage.server.db, { tenant, role: "OWNER", firstName: "Owner" });
    const customer = await createUser(stage.server.db, { tenant, firstName: "Nora" });
    const slots = (
      await stage.api<{ slots: { id: string }[] }>("GET", `/api/bookings/available/times?date=${dates[0]}&serviceId=${service.id}`, {
        tenant,
      })
    ).body.slots;
    expect(
      (await stage.api("POST", "/api/bookings", { tenant, token: customer.token, body: { serviceId: service.id, slotId: slots[1]!.id } }))
        .status,
    ).toBe(201);
    const today = localDate(tenant, 0);
    for (const [language, scheme, width, texts] of [
      ["en", "dark", 390, en],
      ["ru", "light", 1280, ru],
    ] as const) {
      const session = await openPage(stage.browser, {
        baseURL: stage.server.baseURL,
        colorScheme: scheme,
        viewport: { width, height: 900 },
        locale: language,
      });
      sessions.push(session);
      await session.context.addInitScript(
        ([token, lang]) => {
          const storage = (globalThis as unknown as PageGlobals).localStorage;
          storage.setItem("authToken", token);
          storage.setItem("language", lang);
        },
        [admin.token, language] as const,
      );
      const { page } = session;
      await page.goto(`/webapp/${tenant.slug}/admin/calendar`);
      await page.getByRole("radio", { name: texts.admin.desk.views.list, exact: true }).click();
      await page.getByTestId("admin-booking").first().waitFor();
      await shot(session, `list-${width}-${language}-${scheme}`);
      await openWeek(page, texts, dates[0]!, today);
      await page.getByTestId("grid-booking").first().waitFor();
      await shot(session, `week-${width}-${language}-${scheme}`);
      await openSection(page, texts, "clients");
      await page.getByTestId("admin-client").first().waitFor();
      expect(await page.getByTestId("admin-client").filter({ hasText: "Nora" }).innerText()).toContain(
        texts === en ? "no-shows: 0" : "неявок: 0",
      );
      await shot(session, `clients-${width}-${language}-${scheme}`);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("clients-export").click()]);
      const csv = fs.readFileSync((await download.path())!, "utf8");
      expect(csv.startsWith(texts === en ? "\uFEFFName,Phone,Email" : "\uFEFFИмя,Телефон,Эл. почта")).toBe(true);
      expect(csv).toContain(customer.email!);
    }
  });

  it("works inside Telegram (mocked, dark): the week view and the phone-in dialog", async () => {
    const { tenant, service, dates } = await createBookableTenant(stage.server.db, "Стрижка");
    const tgUser = telegramUser({ firstName: "Админ" });
    await createUser(stage.server.db, { tenant, role: "ADMIN", telegramId: BigInt(tgUser.id) });
    const customer = await createUser(stage.server.db, { tenant, firstName: "Ира" });
    const slots = (
      await stage.api<{ slots: { id: string }[] }>("GET", `/api/bookings/available/times?date=${dates[0]}&serviceId=${service.id}`, {
        tenant,
      })
    ).body.slots;
    expect(
      (await stage.api("POST", "/api/bookings", { tenant, token: customer.token, body: { serviceId: service.id, slotId: slots[0]!.id } }))
        .status,
    ).toBe(201);
    const telegram = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "dark" });
    sessions.push(telegram);
    await telegram.page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/admin`, tgUser, "dark"));
    await openSection(telegram.page, ru, "calendar");
    await openWeek(telegram.page, ru, dates[0]!, localDate(tenant, 0));
    await telegram.page.getByTestId("grid-booking").first().waitFor();
    await checkScreen(telegram, "desk", "week-telegram-360-ru-dark");
    await telegram.page.getByTestId("new-booking").click();
    await telegram.page.getByTestId("phone-in-dialog").waitFor();
    await checkScreen(telegram, "desk", "phone-in-telegram-360-ru-dark");
  });
});
