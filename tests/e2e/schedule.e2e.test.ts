// Issue 15.3 E2E: the owner opens the Schedule tab, keeps the proposed week (Monday to Friday
// 09:00-18:00, lunch 13:00-14:00), saves it (the answer says how many slots were made), and a
// customer then sees exactly those times on a weekday and books one. The tab is photographed at
// 360 px ru light, 360 px en dark and 1280 px en dark (test-artifacts/e2e/schedule/).
import { en, ru } from "@booking/i18n";
import { afterAll, describe, expect, it } from "vitest";
import { weekdayIndex } from "@booking/core";
import { openPage, saveScreenshot, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { checkScreen, useE2eStage } from "./harness.ts";
import { calendarDay } from "./calendar-day.ts";

const stage = useE2eStage();

const LUNCH_DAY = [
  "09:00",
  "09:30",
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
  "17:00",
  "17:30",
];

describe("weekly schedule", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("the owner sets Mon-Fri 09-18 with lunch 13-14; a customer sees those times and books", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER", firstName: "Ольга" });
    const customer = await createUser(stage.server.db, { tenant, role: "CUSTOMER", firstName: "Вера" });
    const service = await createService(stage.server.db, tenant, { name: "Консультация e2e" });

    const session = await stage.openLoggedIn(owner.token);
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/admin/schedule`);
    await page.getByTestId("schedule-tab").waitFor();
    // The proposed week, one compact row a day: five working days with a lunch break, the weekend off.
    const monday = page.locator('[data-weekday="mon"]');
    const friday = page.locator('[data-weekday="fri"]');
    expect(await monday.innerText()).toContain("09:00–18:00 · перерыв 13:00–14:00");
    expect(await page.locator('[data-weekday="sat"]').innerText()).toContain(ru.admin.schedule.dayOff);
    // Issue 15.12: all days collapsed, the whole area (booking rules included, the extra times folded)
    // stays under about two screens.
    expect(await page.getByLabel(ru.admin.schedule.start, { exact: true }).count()).toBe(0);
    // The area's own height: the site navigation above it belongs to the page's shell.
    const height = Math.round((await page.getByTestId("schedule-area").boundingBox())!.height);
    console.log("schedule area height at 360 px, all days collapsed:", height);
    await checkScreen(session, "schedule", "phone-360-ru-light");
    expect(height).toBeLessThanOrEqual(1500);

    // Tapping a day opens its editor, one day at a time.
    await monday.getByRole("button", { name: new RegExp(ru.admin.schedule.weekdays.mon) }).click();
    expect(await monday.getByLabel(ru.admin.schedule.start, { exact: true }).inputValue()).toBe("09:00");
    expect(await monday.getByLabel(ru.admin.schedule.breakStart, { exact: true }).inputValue()).toBe("13:00");
    // A mistake is told on its field (and in the row), translated.
    // ("До" names both the day's end and a break's end in Russian: the field is found by name.)
    const endField = monday.locator('input[name="mon-end"]');
    await endField.fill("08:00");
    expect(await endField.getAttribute("aria-invalid")).toBe("true");
    const described = (await endField.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${described}"]`).innerText()).toBe(ru.errors.TIME_RANGE_INVALID);
    expect(await monday.getAttribute("data-invalid")).toBe("true");
    await checkScreen(session, "schedule", "phone-360-ru-light-monday-error");
    // "Same hours Mon–Fri" fills the working week in one tap.
    await endField.fill("17:00");
    await monday.getByRole("button", { name: ru.admin.schedule.copyToWorkweek }).click();
    expect(await friday.innerText()).toContain("09:00–17:00");
    await friday.getByRole("button", { name: new RegExp(ru.admin.schedule.weekdays.fri) }).click();
    expect(await monday.getByLabel(ru.admin.schedule.start, { exact: true }).count()).toBe(0);
    await friday.locator('input[name="fri-end"]').fill("18:00");
    await friday.getByRole("button", { name: ru.admin.schedule.copyToWorkweek }).click();
    expect(await monday.innerText()).toContain("09:00–18:00 · перерыв 13:00–14:00");
    await checkScreen(session, "schedule", "phone-360-ru-light-friday-open");
    await page.getByRole("button", { name: ru.planner.hours.save }).click();
    const result = page.getByTestId("schedule-result");
    await result.waitFor();
    const created = Number(/\d+/.exec(await result.innerText())![0]);
    expect(created).toBeGreaterThan(40 * 16);
    const stored = await stage.server.db.slot.count({ where: { tenantId: tenant.id, fromSchedule: true } });
    expect(stored).toBe(created);

    // The customer: the first weekday from tomorrow offers exactly the schedule's times.
    let days = 1;
    while (weekdayIndex(localDate(tenant, days)) > 4) days += 1;
    const date = localDate(tenant, days);
    const times = await stage.api<{ slots: { id: string; startTime: string }[] }>(
      "GET",
      `/api/bookings/available/times?date=${date}&serviceId=${service.id}`,
      { tenant, token: customer.token },
    );
    expect(times.body.slots.map((slot) => slot.startTime)).toEqual(LUNCH_DAY);
    const shopper = await stage.openLoggedIn(customer.token);
    sessions.push(shopper);
    await shopper.page.goto(`/webapp/${tenant.slug}/booking`);
    await shopper.page.getByRole("button", { name: new RegExp(service.name) }).click();
    const lunchDay = await calendarDay(shopper.page, date);
    expect(await lunchDay.getAttribute("data-state")).toBe("available");
    await lunchDay.click();
    const slots = shopper.page.locator('[data-testid="slot"]');
    await expect.poll(() => slots.count()).toBe(LUNCH_DAY.length);
    expect((await slots.allInnerTexts()).map((text) => text.trim().slice(0, 5))).toEqual(LUNCH_DAY);
    await slots.nth(8).click(); // 14:00, right after lunch
    await shopper.page.getByRole("button", { name: ru.booking.confirm }).click();
    await shopper.page.getByTestId("booking-done").waitFor();
    const booking = await stage.server.db.booking.findFirstOrThrow({ where: { tenantId: tenant.id } });
    expect(booking.startsAt.toISOString()).toBe(
      times.body.slots.length &&
        (await stage.server.db.slot.findUniqueOrThrow({ where: { id: times.body.slots[8]!.id } })).startsAt.toISOString(),
    );

    // en, dark, on a 360 px phone and on a desktop.
    for (const [name, viewport] of [
      ["phone-360-en-dark", { width: 360, height: 800 }],
      ["desktop-1280-en-dark", { width: 1280, height: 900 }],
    ] as const) {
      const dark = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "dark", viewport, locale: "en" });
      sessions.push(dark);
      await dark.context.addInitScript((token) => {
        const storage = (globalThis as unknown as PageGlobals).localStorage;
        storage.setItem("authToken", token);
        storage.setItem("language", "en");
      }, owner.token);
      await dark.page.goto(`/webapp/${tenant.slug}/admin/schedule`);
      await dark.page.getByRole("button", { name: en.planner.hours.save }).waitFor();
      await saveScreenshot(dark.page, "e2e/schedule", name);
      dark.assertNoIssues();
    }
  });

  it("the owner sets the minimum notice and the buffer on screen; the customer calendar honours both (issue 15.3)", async () => {
    const db = stage.server.db;
    const tenant = await createTenant(db, { plan: "PROFESSIONAL" });
    const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга" });
    const customer = await createUser(db, { tenant, role: "CUSTOMER", firstName: "Вера" });
    const service = await createService(db, tenant, { name: "Разбор e2e" });
    const [near, far] = [localDate(tenant, 2), localDate(tenant, 9)];
    const slots = await createSlots(db, tenant, { dates: [near, far], startTime: "10:00", endTime: "13:00" });
    // Far day: 11:00 is booked by someone else.
    const farSlots = slots.filter((slot) => slot.startsAt > slots[5]!.startsAt);
    await createBookingRow(db, { tenant, user: await createUser(db, { tenant }), service, slots: [farSlots[2]!] });
    const times = async (date: string) =>
      (
        await stage.api<{ slots: { startTime: string }[] }>("GET", `/api/bookings/available/times?date=${date}&serviceId=${service.id}`, {
          tenant,
          token: customer.token,
        })
      ).body.slots.map((slot) => slot.startTime);
    expect(await times(far)).toEqual(["10:00", "10:30", "11:30", "12:00", "12:30"]);

    const session = await stage.openLoggedIn(owner.token, { width: 360, height: 800 });
    sessions.push(session);
    const { page } = session;
    await page.goto(`/webapp/${tenant.slug}/admin/schedule`);
    const rules = page.getByTestId("booking-rules");
    await rules.waitFor();
    // Folded to a line until Change is tapped.
    expect(await rules.getByTestId("booking-rules-summary").innerText()).toContain(`${ru.admin.bookingRules.buffer}: 0`);
    await rules.getByRole("button", { name: ru.admin.bookingRules.change }).click();
    await rules.getByLabel(ru.admin.bookingRules.buffer, { exact: true }).fill("721");
    await rules.getByRole("button", { name: ru.admin.bookingRules.save }).click();
    await rules.getByText(ru.admin.bookingRules.outOfRange.replace("{{max}}", "720")).waitFor();
    await rules.getByLabel(ru.admin.bookingRules.buffer, { exact: true }).fill("30");
    await rules.getByLabel(ru.admin.bookingRules.minNotice, { exact: true }).fill(String(4 * 24 * 60));
    await rules.getByRole("button", { name: ru.admin.bookingRules.save }).click();
    await page.getByText(ru.admin.bookingRules.saved).first().waitFor();
    expect(
      await db.tenant.findUniqueOrThrow({ where: { id: tenant.id }, select: { minNoticeMinutes: true, bufferMinutes: true } }),
    ).toEqual({ minNoticeMinutes: 5760, bufferMinutes: 30 });
    await rules.scrollIntoViewIfNeeded();
    await checkScreen(session, "schedule", "booking-rules-phone-360-ru-light");
    await rules.screenshot({ path: "test-artifacts/e2e/schedule/booking-rules-form-360-ru-light.png" });

    // Within the 4 days' notice nothing is offered; on the far day the buffer keeps 30 minutes around 11:00.
    expect(await times(near)).toEqual([]);
    expect(await times(far)).toEqual(["10:00", "12:00", "12:30"]);
    const shopper = await stage.openLoggedIn(customer.token, { width: 360, height: 800 });
    sessions.push(shopper);
    await shopper.page.goto(`/webapp/${tenant.slug}/booking`);
    await shopper.page.getByRole("button", { name: new RegExp(service.name) }).click();
    const calendar = shopper.page.getByTestId("booking-calendar");
    await calendar.waitFor();
    expect(await (await calendarDay(shopper.page, near)).getAttribute("data-state")).not.toBe("available");
    const farDay = await calendarDay(shopper.page, far);
    expect(await farDay.getAttribute("data-state")).toBe("available");
    await farDay.click();
    const offered = shopper.page.locator('[data-testid="slot"]');
    await expect.poll(() => offered.count()).toBe(3);
    expect((await offered.allInnerTexts()).map((text) => text.trim().slice(0, 5))).toEqual(["10:00", "12:00", "12:30"]);
  });
});
