// Team and experts in a real browser (issue 16): the owner of an ENTERPRISE page invites an expert
// by link from the account's Team tab, the expert opens the link, accepts, lands on their own
// desk, edits their weekly schedule (the proposed week, and an exception with special hours on the
// day the customer will book) and removes one of their free slots; the owner sees that expert's
// schedule on the admin Schedule tab (expert picker); a customer picks that expert on the booking
// screen and books the exception's first time. The booking is that expert's, and the expert sees it.
// Screens are photographed into test-artifacts/e2e/team/ and checked with axe (no serious or
// critical violation).
import { en, ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { openPage, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createService, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, checkScreen, mainButton, miniAppUrl, pressMainButton, useE2eStage } from "./harness.ts";
import { expectSection, openPage as openStaffPage, openSection } from "./staff-shell.ts";
import { calendarDay } from "./calendar-day.ts";

// The account area lives outside any tenant: the session is read on the default tenant first.
const stage = useE2eStage({ defaultTenant: true });

async function expectAccessible(page: Page, screen: string): Promise<void> {
  const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, `${screen}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

describe("team and experts", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("owner invites an expert by link, the expert accepts and opens their schedule, a customer books that expert", async () => {
    const { db } = stage.server;
    const tenant = await createTenant(db, { plan: "ENTERPRISE" });
    const owner = await createUser(db, { tenant, role: "OWNER", firstName: "Ольга" });
    const service = await createService(db, tenant, { name: "Консультация психолога", durationMinutes: 30 });
    const expertUser = await createUser(db, { firstName: "Елена" });
    const customer = await createUser(db, { tenant, firstName: "Клиент" });

    // The owner's Team tab: invite an EXPERT by link (no email), the link is shown once.
    const ownerSession = await stage.openLoggedIn(owner.token);
    sessions.push(ownerSession);
    const op = ownerSession.page;
    await op.goto(`/webapp/${tenant.slug}/admin/team/members`);
    await op.getByTestId("team-tab").waitFor();
    await op.getByTestId("team-invite").getByRole("radio", { name: ru.account.team.roles.EXPERT }).click();
    await op.getByRole("button", { name: ru.account.team.createLink }).click();
    const linkInput = op.getByLabel(ru.account.team.link);
    await linkInput.waitFor();
    const link = await linkInput.inputValue();
    expect(link).toMatch(new RegExp(`/webapp/${tenant.slug}/invite/[\\w-]{32}$`));
    await op.getByTestId("team-invitation").waitFor();
    await checkScreen(ownerSession, "team", "owner-team-tab");
    await expectAccessible(op, "team tab");

    // The invitee opens the link, logged in: accepts and lands on their own schedule.
    const expertSession = await stage.openLoggedIn(expertUser.token);
    sessions.push(expertSession);
    const ep = expertSession.page;
    await ep.goto(new URL(link).pathname);
    await ep.getByTestId("invite-screen").waitFor();
    await expect.poll(() => ep.getByTestId("invite-screen").innerText()).toContain("Ольга");
    await checkScreen(expertSession, "team", "invite");
    await expectAccessible(ep, "invitation");
    await ep.getByRole("button", { name: ru.account.invite.accept }).click();
    // Their own day first, in the same staff shell as the owner's (issue 26.1).
    await ep.waitForURL(`**/webapp/${tenant.slug}/admin/today`);
    await expectSection(ep, ru, "today");
    expect(await db.membership.findFirst({ where: { tenantId: tenant.id, userId: expertUser.id } })).toMatchObject({ role: "EXPERT" });

    // Their weekly schedule: the proposed week, with the day three days ahead an exception, 10:00-12:00.
    const day = localDate(tenant, 3);
    await openSection(ep, ru, "schedule");
    await ep.getByTestId("schedule-tab").waitFor();
    await ep.getByLabel(ru.admin.schedule.overrideDate, { exact: true }).fill(day);
    // Special hours, not a day off (the kit's checkbox is drawn over: its visible label is clicked).
    await ep.locator("label.checkbox-field__label", { hasText: ru.admin.schedule.dayOff }).click();
    expect(await ep.getByLabel(ru.admin.schedule.dayOff, { exact: true }).isChecked()).toBe(false);
    await ep.getByRole("button", { name: ru.admin.schedule.addOverride }).click();
    const exception = ep.locator(`[data-date="${day}"]`);
    await exception.getByLabel(ru.admin.schedule.start, { exact: true }).fill("10:00");
    await exception.getByLabel(ru.admin.schedule.end, { exact: true }).fill("12:00");
    await checkScreen(expertSession, "team", "expert-week");
    await expectAccessible(ep, "expert weekly schedule");
    await ep.getByRole("button", { name: ru.planner.hours.save }).click();
    await ep.getByTestId("schedule-result").waitFor();
    const expert = await db.expert.findFirstOrThrow({ where: { tenantId: tenant.id, userId: expertUser.id } });
    const saved = await db.expertSchedule.findFirstOrThrow({ where: { expertId: expert.id } });
    expect(saved.overrides).toEqual([{ date: day, hours: { start: "10:00", end: "12:00", breaks: [] } }]);

    // Their hours on that day: 10:00-12:00 in four slots; the last one removed, three stay.
    await openStaffPage(ep, ru, "schedule", "slots");
    const dayCard = ep.getByTestId("expert-slots").locator(`section[data-date="${day}"]`);
    await expect.poll(() => dayCard.locator("li").count()).toBe(4);
    await checkScreen(expertSession, "team", "expert-hours");
    await expectAccessible(ep, "expert hours");
    await dayCard.getByRole("button", { name: /11:30\s*[–-]/ }).click();
    await expect.poll(() => dayCard.locator("li").count()).toBe(3);
    const own = await stage.api<{ startTime: string }[]>("GET", `/api/expert/slots?from=${day}&to=${day}`, {
      tenant,
      token: expertUser.token,
    });
    expect(own.body.map((slot) => slot.startTime)).toEqual(["10:00", "10:30", "11:00"]);

    // The owner sees the expert's schedule on the admin Schedule tab, picked by name.
    await op.goto(`/webapp/${tenant.slug}/admin/schedule`);
    await op.getByTestId("schedule-tab").waitFor();
    await op.getByLabel(ru.admin.desk.expert).selectOption({ label: "Елена" });
    // The exception is a compact row; tapping it opens its hours.
    await op
      .locator(`[data-date="${day}"]`)
      .getByRole("button", { name: /10:00–12:00/ })
      .click();
    expect(await op.locator(`[data-date="${day}"]`).getByLabel(ru.admin.schedule.end, { exact: true }).inputValue()).toBe("12:00");
    await checkScreen(ownerSession, "team", "owner-expert-schedule");

    // A customer picks Елена on the booking screen (the page's own expert is offered too) and books.
    const customerSession = await stage.openLoggedIn(customer.token);
    sessions.push(customerSession);
    const cp = customerSession.page;
    await cp.goto(`/webapp/${tenant.slug}/booking`);
    await cp.getByRole("button", { name: new RegExp(service.name) }).click();
    await cp.getByTestId("booking-experts").waitFor();
    await cp.getByTestId("expert-choice").filter({ hasText: "Елена" }).click();
    const dayButton = await calendarDay(cp, day);
    expect(await dayButton.getAttribute("data-state")).toBe("available");
    await dayButton.click();
    const slot = cp.locator('[data-testid="slot"]').first();
    await slot.click();
    await cp.getByTestId("booking-summary").waitFor();
    await checkScreen(customerSession, "team", "booking-with-expert");
    await expectAccessible(cp, "booking with experts");
    await cp.getByRole("button", { name: ru.booking.confirm }).click();
    await cp.getByTestId("booking-done").waitFor();
    const booking = await db.booking.findFirstOrThrow({ where: { tenantId: tenant.id, userId: customer.id } });
    expect(booking.expertId).toBe(expert.id);

    // The expert sees it among their bookings.
    await openSection(ep, ru, "calendar");
    await ep.reload();
    const card = ep.getByTestId("expert-booking").filter({ hasText: service.name });
    await card.waitFor();
    expect(await card.getByTestId("booking-client").innerText()).toContain("Клиент");
    await checkScreen(expertSession, "team", "expert-bookings");
    await expectAccessible(ep, "expert bookings");
    // ...and confirms it in one tap, as on the admins' desk (issue 26.2).
    await card.getByRole("button", { name: ru.admin.bookings.confirm }).click();
    await expect.poll(async () => (await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("CONFIRMED");
    await card.getByRole("button", { name: ru.admin.bookings.markPaid }).waitFor();
    // Their private calendar feed: their own bookings.
    await ep.getByTestId("calendar-feed").getByRole("button", { name: ru.calendar.open }).click();
    const feedUrl = await ep.getByTestId("calendar-feed-url").innerText();
    const ics = await (await fetch(`${stage.server.baseURL}${new URL(feedUrl).pathname}`)).text();
    expect(ics).toContain(booking.id);
    await checkScreen(expertSession, "team", "expert-bookings-confirmed");

    // ...and moves it to another of their free starts (11:30 was removed above; 10:30 and 11:00 are free).
    await card.getByRole("button", { name: ru.admin.bookings.reschedule, exact: true }).click();
    const picker = ep.getByTestId("reschedule-dialog");
    await picker.getByRole("radio", { name: "11:00", exact: true }).waitFor();
    expect(await picker.getByRole("radio").allInnerTexts()).toEqual(["10:30", "11:00"]);
    await picker.getByRole("radio", { name: "11:00", exact: true }).click();
    await checkScreen(expertSession, "team", "expert-reschedule");
    await picker.getByRole("button", { name: ru.admin.bookings.reschedule, exact: true }).click();
    const mine = async () =>
      (await stage.api<{ id: string; startTime: string }[]>("GET", "/api/expert/bookings", { tenant, token: expertUser.token })).body;
    await expect.poll(async () => (await mine()).find((b) => b.id === booking.id)?.startTime).toBe("11:00");
    await card.filter({ hasText: "11:00" }).waitFor();
  });

  it("the expert's desk in English and dark on a 360 px phone, and inside Telegram (mocked, dark)", async () => {
    const { db } = stage.server;
    const tenant = await createTenant(db, { plan: "ENTERPRISE" });
    const tgUser = telegramUser({ firstName: "Мария" });
    const expertUser = await createUser(db, { tenant, role: "EXPERT", firstName: "Мария", telegramId: BigInt(tgUser.id) });
    await db.expert.create({ data: { tenantId: tenant.id, userId: expertUser.id, name: "Мария" } });
    const workday = { start: "09:00", end: "13:00", breaks: [{ start: "11:00", end: "11:30" }] };
    const saved = await stage.api("PUT", "/api/expert/schedule", {
      tenant,
      token: expertUser.token,
      body: { weekly: [workday, workday, workday, workday, workday, workday, workday] },
    });
    expect(saved.status).toBe(200);

    const dark = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: "dark",
      viewport: { width: 360, height: 800 },
      locale: "en",
    });
    sessions.push(dark);
    await dark.context.addInitScript((token) => {
      const storage = (globalThis as unknown as PageGlobals).localStorage;
      storage.setItem("authToken", token);
      storage.setItem("language", "en");
    }, expertUser.token);
    await dark.page.goto(`/webapp/${tenant.slug}/admin/schedule`);
    await dark.page.getByRole("button", { name: en.planner.hours.save }).waitFor();
    const sunday = dark.page.locator('[data-weekday="sun"]');
    expect(await sunday.innerText()).toContain("09:00–13:00 · break 11:00–11:30");
    await checkScreen(dark, "team", "expert-week-360-en-dark-collapsed");
    await sunday.getByRole("button", { name: new RegExp(en.admin.schedule.weekdays.sun) }).click();
    expect(await sunday.getByLabel(en.admin.schedule.end, { exact: true }).inputValue()).toBe("13:00");
    await checkScreen(dark, "team", "expert-week-360-en-dark");
    await expectAccessible(dark.page, "expert week, en dark");
    await openStaffPage(dark.page, en, "schedule", "slots");
    await dark.page.getByTestId("expert-slots").waitFor();
    await checkScreen(dark, "team", "expert-hours-360-en-dark");
    await expectAccessible(dark.page, "expert hours, en dark");

    const telegram = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "dark" });
    sessions.push(telegram);
    await telegram.page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/admin`, tgUser, "dark"));
    await expectSection(telegram.page, ru, "today");
    await openSection(telegram.page, ru, "schedule");
    await telegram.page.getByTestId("schedule-tab").waitFor();
    // Inside Telegram the week's Save is the MainButton (the page's own button is gone).
    await expect.poll(async () => (await mainButton(telegram.page))?.text).toBe(ru.planner.hours.save);
    expect(await telegram.page.getByRole("button", { name: ru.planner.hours.save }).count()).toBe(0);
    await checkScreen(telegram, "team", "expert-week-telegram-360-ru-dark");
    await pressMainButton(telegram.page);
    await telegram.page.getByTestId("schedule-result").waitFor();
  });
});
