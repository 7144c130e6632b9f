// The admin page in a real browser against the real server and database: an administrator creates
// a service, generates availability for the next 7 days with custom hours, a customer books (via
// the API), the administrator confirms the booking from the confirmations page (one tap) and marks it paid,
// and the stats cards count it with its revenue; force-deleting a booked slot asks twice and
// cancels its booking. Non-admins are redirected away, and the server refuses their admin calls
// even when they skip the client. Every section is photographed into test-artifacts/e2e/admin*/.
import { addDays } from "@booking/contracts/civil-date";
import { ru } from "@booking/i18n";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { formatUsd } from "../../apps/miniapp/src/lib/format.ts";
import { openPage, saveScreenshot, type PageSession } from "../support/browser.ts";
import { localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { checkScreen, miniAppUrl, recordedTelegramCalls, useE2eStage } from "./harness.ts";
import { expectSection, openPage as openStaffPage, openSection } from "./staff-shell.ts";

const stage = useE2eStage();

/** The screen from the top (full-page shots of a scrolled page cut the sticky bar), then checkScreen. */
async function snap(session: PageSession, group: string, name: string): Promise<void> {
  await session.page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  await checkScreen(session, group, name);
}

/** The spec's Availability tab: the extra times made by hand, a fold of the one Schedule area (issue 26.4). */
async function openExtraTimes(page: Page): Promise<void> {
  await openSection(page, ru, "schedule");
  const fold = page.locator("#schedule-slots");
  if ((await fold.getAttribute("open")) === null) await fold.locator("summary").click();
  await fold.getByTestId("availability-calendar").or(fold.getByRole("radiogroup")).first().waitFor();
}

/** Answers the open confirmation: checks its question, then presses its confirm button. */
async function confirmDialog(page: Page, question: string, confirmLabel: string): Promise<void> {
  const dialog = page.getByRole("alertdialog");
  await expect.poll(() => dialog.innerText()).toContain(question);
  await dialog.getByRole("button", { name: confirmLabel, exact: true }).click();
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).first().waitFor();
}

function bookingCard(page: Page, bookingId: string): Locator {
  return page.locator(`[data-testid="admin-booking"][data-booking-id="${bookingId}"]`);
}

const ONE_PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

interface SlotAnswer {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isBooked: boolean;
  bookingId: string | null;
}
interface BookingAnswer {
  id: string;
  status: string;
  date: string;
}
interface AvailableAnswer {
  days: Array<{ date: string; slots: SlotAnswer[] }>;
}

describe("admin page", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });

  it("runs a tenant: service, availability, confirmation, payment, stats, force delete", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const admin = await createUser(stage.server.db, { tenant, role: "ADMIN", firstName: "Админ" });
    const customer = await createUser(stage.server.db, { tenant, role: "CUSTOMER", firstName: "Клиент" });
    const session = await stage.openLoggedIn(admin.token);
    sessions.push(session);
    const { page } = session;

    // The staff area opens on Today (issue 26.2); every section is one menu away.
    await page.goto(`/webapp/${tenant.slug}/admin`);
    await page.waitForURL(/\/admin\/today$/);
    await expectSection(page, ru, "today");
    await page.getByTestId("staff-menu-button").click();
    for (const name of Object.values(ru.staff.sections)) await page.getByTestId("staff-menu-nav").getByRole("link", { name }).waitFor();
    await openSection(page, ru, "services");

    // Services: the form refuses an empty service, then creates one that the list shows.
    const form = page.getByTestId("service-form");
    await form.getByRole("button", { name: ru.common.save }).click();
    await expect.poll(() => form.getByRole("alert").innerText()).toContain(ru.admin.services.required);
    await form.getByLabel(ru.admin.services.name, { exact: true }).fill("Стрижка e2e");
    await form.getByLabel(ru.admin.services.description, { exact: true }).fill("Мужская стрижка\nс укладкой");
    await form.getByLabel(ru.admin.services.price, { exact: true }).fill("25.50");
    await form.getByLabel(ru.admin.services.duration, { exact: true }).fill("60");
    await form.getByRole("button", { name: ru.common.save }).click();
    await toast(page, ru.alerts.success.saved);
    const serviceRow = page.getByTestId("admin-service").filter({ hasText: "Стрижка e2e" });
    await serviceRow.waitFor();
    const serviceId = (await serviceRow.getAttribute("data-service-id")) ?? "";
    expect(serviceId).not.toBe("");
    await snap(session, "admin", "services");

    // Availability: the next 7 days from today with custom hours 10:00-12:00.
    await openExtraTimes(page);
    const today = localDate(tenant, 0);
    await expect.poll(() => page.locator(`[data-testid="availability-calendar"] button[data-date="${today}"]`).isDisabled()).toBe(false);
    const pastDays = page.locator('[data-testid="availability-calendar"] button[data-date]:disabled');
    if (Number(today.slice(8)) > 1) expect(await pastDays.count()).toBeGreaterThanOrEqual(Number(today.slice(8)) - 1);
    expect(await page.getByTestId("default-hours").innerText()).toBe(ru.admin.availability.create.defaultHours);
    await page.getByRole("button", { name: ru.admin.availability.create.next7Days }).click();
    await expect.poll(() => page.locator('[data-testid="selected-days"] li').count()).toBe(7);
    await page.getByText(ru.admin.availability.create.customTime, { exact: true }).click();
    await page.getByLabel(ru.admin.availability.create.startTime, { exact: true }).fill("10:00");
    await page.getByLabel(ru.admin.availability.create.endTime, { exact: true }).fill("12:00");
    await snap(session, "admin", "availability-create");
    await page.getByRole("button", { name: ru.admin.availability.create.create }).click();
    // The toast reports the counts the server answered; they are checked against the slots read back below.
    const [before, between] = ru.alerts.success.slotsCreated.split(/\{\{created\}\}|\{\{skipped\}\}/);
    const createdToast = page.getByRole("status").filter({ hasText: before! }).first();
    await createdToast.waitFor();
    const [createdCount, skippedCount] = (await createdToast.innerText())
      .slice((await createdToast.innerText()).indexOf(before!) + before!.length)
      .split(between!)
      .map((part) => Number.parseInt(part, 10));
    await expect.poll(() => page.locator('[data-testid="selected-days"] li').count()).toBe(0);

    const week = { from: today, to: localDate(tenant, 6) };
    const created = await stage.api<SlotAnswer[]>("GET", `/api/admin/availability/slots?from=${week.from}&to=${week.to}`, {
      tenant,
      token: admin.token,
    });
    expect(created.status).toBe(200);
    expect(created.body.every((slot) => slot.startTime >= "10:00" && slot.endTime <= "12:00")).toBe(true);
    expect([createdCount, skippedCount]).toEqual([created.body.length, 0]);
    for (let day = 1; day <= 6; day += 1) {
      expect(created.body.filter((slot) => slot.date === localDate(tenant, day)).map((slot) => slot.startTime)).toEqual([
        "10:00",
        "10:30",
        "11:00",
        "11:30",
      ]);
    }

    // A customer books the 60-minute service (via the API) on each of the next two days.
    const available = await stage.api<AvailableAnswer>(
      "GET",
      `/api/bookings/available?from=${localDate(tenant, 1)}&to=${localDate(tenant, 2)}&serviceId=${serviceId}`,
      { tenant, token: customer.token },
    );
    const [dayOne, dayTwo] = available.body.days;
    const book = (slotId: string) =>
      stage.api<BookingAnswer>("POST", "/api/bookings", { tenant, token: customer.token, body: { serviceId, slotId } });
    const paidBooking = await book(dayOne!.slots[0]!.id);
    const doomedSlotId = dayTwo!.slots[0]!.id;
    const doomedBooking = await book(doomedSlotId);
    expect([paidBooking.status, doomedBooking.status]).toEqual([201, 201]);

    // Confirmations: pending (2) → confirm (one tap, issue 26.2) → awaiting payment (1) → paid
    // (asked first) → "no action needed".
    await openSection(page, ru, "calendar", "confirmations");
    const filter = (name: string, count: number) => page.getByRole("radio", { name: `${name} (${count})`, exact: true });
    await filter(ru.admin.confirmations.filters.pending, 2).waitFor();
    await filter(ru.admin.confirmations.filters.awaitingPayment, 0).waitFor();
    await snap(session, "admin", "confirmations-pending");
    await bookingCard(page, paidBooking.body.id).getByRole("button", { name: ru.admin.confirmations.confirm }).click();
    await toast(page, ru.alerts.success.bookingConfirmed);
    expect(await page.getByRole("alertdialog").count(), "confirming asks nothing").toBe(0);
    await filter(ru.admin.confirmations.filters.pending, 1).waitFor();
    await filter(ru.admin.confirmations.filters.awaitingPayment, 1).click();
    const confirmed = bookingCard(page, paidBooking.body.id);
    await expect.poll(() => confirmed.getAttribute("data-status")).toBe("CONFIRMED");
    expect(await confirmed.getByRole("button", { name: ru.admin.confirmations.confirm }).count()).toBe(0);
    await confirmed.getByRole("button", { name: ru.admin.confirmations.paid }).click();
    await confirmDialog(page, ru.alerts.confirm.confirmPayment, ru.admin.bookings.markPaid);
    await toast(page, ru.alerts.success.paymentConfirmed);
    await filter(ru.admin.confirmations.filters.all, 2).click();
    await expect.poll(() => bookingCard(page, paidBooking.body.id).getAttribute("data-status")).toBe("PAID");
    expect(await bookingCard(page, paidBooking.body.id).getByTestId("no-action-needed").innerText()).toBe(
      ru.admin.confirmations.noActionNeeded,
    );
    await snap(session, "admin", "confirmations-all");

    // Bookings: a PAID booking can only be cancelled; the PENDING one offers all three status
    // actions; both, still ahead, can be rescheduled (the desk, issue 15.2).
    await openSection(page, ru, "calendar");
    // The desk opens on its time grid (issue 26.3); the list is one tap away.
    await page.getByRole("radio", { name: ru.admin.desk.views.list, exact: true }).click();
    // The list seen on the way to Confirmations shows until its refetch answers.
    await expect.poll(() => bookingCard(page, paidBooking.body.id).getAttribute("data-status")).toBe("PAID");
    const actionsOf = (id: string) => bookingCard(page, id).getByRole("button").allInnerTexts();
    expect(await actionsOf(paidBooking.body.id)).toEqual([ru.admin.bookings.cancel, ru.admin.bookings.reschedule]);
    expect(await actionsOf(doomedBooking.body.id)).toEqual([
      ru.admin.bookings.confirm,
      ru.admin.bookings.markPaid,
      ru.admin.bookings.cancel,
      ru.admin.bookings.reschedule,
    ]);
    await snap(session, "admin", "bookings");

    // The client on the card is reachable (issue 15.1): phone and email are links.
    const client = bookingCard(page, paidBooking.body.id).getByTestId("booking-client");
    expect(await client.getByTestId("client-phone").getAttribute("href")).toBe(`tel:${customer.phone}`);
    expect(await client.getByTestId("client-email").getAttribute("href")).toBe(`mailto:${customer.email}`);

    // Clients: the customer with their counts; a private note is saved; the history lists both bookings.
    await openSection(page, ru, "clients");
    const clientCard = page.locator(`[data-testid="admin-client"][data-client-id="${customer.id}"]`);
    await clientCard.waitFor();
    await clientCard.getByRole("button", { name: ru.admin.clients.details }).click();
    await clientCard.getByLabel(ru.admin.clients.note).fill("Звонить после 18:00");
    await clientCard.getByRole("button", { name: ru.admin.clients.saveNote }).click();
    await toast(page, ru.admin.clients.noteSaved);
    await clientCard.getByRole("button", { name: ru.admin.clients.history }).click();
    await expect.poll(() => clientCard.getByTestId("client-history").locator("li").count()).toBe(2);
    await snap(session, "admin", "clients");

    // Stats (issue 15.4): 30 days back to 30 ahead by default, so the upcoming bookings count without
    // touching the range, and the per-day charts draw them.
    await openSection(page, ru, "stats");
    const to = page.getByLabel(ru.admin.stats.to, { exact: true });
    await expect.poll(() => to.inputValue()).toBe(addDays(today, 30));
    expect(dayTwo!.date <= addDays(today, 30)).toBe(true);
    const stat = (key: string) => page.getByTestId(`stat-${key}`).locator(".stats-card__value");
    await expect.poll(() => stat("totalBookings").innerText()).toBe("2");
    expect(await stat("confirmedBookings").innerText()).toBe("0");
    expect(await stat("paidBookings").innerText()).toBe("1");
    expect(await stat("newUsers").innerText()).toBe("1");
    expect(await stat("totalRevenue").innerText()).toBe(formatUsd(25.5, "ru"));
    await expect.poll(() => page.getByTestId("stats-chart-bookings").getAttribute("data-total")).toBe("2");
    expect(await page.getByTestId("stats-chart-bookings").locator("rect").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("stats-chart-revenue").getAttribute("data-total")).toBe("25.5");
    await snap(session, "admin", "stats");

    // Manage availability: a booked slot is force-deleted only after a SECOND, separate question.
    await openExtraTimes(page);
    await page.getByRole("radio", { name: ru.admin.availability.modes.manage }).click();
    const doomedSlot = page.locator(`[data-testid="slot"][data-slot-id="${doomedSlotId}"]`);
    await expect.poll(() => doomedSlot.getAttribute("data-booked")).toBe("true");
    await snap(session, "admin", "availability-manage");
    await doomedSlot.getByRole("button", { name: ru.admin.availability.manage.forceDelete }).click();
    await confirmDialog(page, ru.alerts.confirm.deleteSlot, ru.admin.availability.manage.delete);
    await expect.poll(() => page.getByRole("alertdialog").innerText()).toContain(ru.alerts.confirm.forceDeleteSlot);
    const slotsOfDayTwo = () =>
      stage.api<SlotAnswer[]>("GET", `/api/admin/availability/slots?from=${dayTwo!.date}&to=${dayTwo!.date}`, {
        tenant,
        token: admin.token,
      });
    expect(
      (await slotsOfDayTwo()).body.some((slot) => slot.id === doomedSlotId),
      "the first answer alone deletes nothing",
    ).toBe(true);
    await snap(session, "admin", "availability-force-delete");
    await confirmDialog(page, ru.alerts.confirm.forceDeleteSlot, ru.admin.availability.manage.forceDelete);
    await toast(page, ru.alerts.success.bookingCancelled);
    await expect.poll(() => doomedSlot.count()).toBe(0);
    expect((await slotsOfDayTwo()).body.some((slot) => slot.id === doomedSlotId)).toBe(false);
    const afterDelete = await stage.api<BookingAnswer[]>("GET", `/api/admin/bookings?from=${dayTwo!.date}&to=${dayTwo!.date}`, {
      tenant,
      token: admin.token,
    });
    expect(afterDelete.body.find((booking) => booking.id === doomedBooking.body.id)?.status).toBe("CANCELLED");

    // Per day: delete all unbooked slots of the last generated day (4 free ones).
    const lastDay = page.locator(`[data-testid="slot-day"][data-date="${week.to}"]`);
    await lastDay.getByRole("button", { name: ru.admin.availability.manage.deleteAllUnbooked }).click();
    await confirmDialog(page, ru.alerts.confirm.deleteAllUnbooked.split("{{")[0]!, ru.common.delete);
    await toast(page, ru.alerts.success.slotsDeleted.replace("{{count}}", "4"));
    await expect.poll(() => lastDay.count()).toBe(0);
    session.assertNoIssues();
  });

  it("manages news and articles, showing their content as text, never as HTML", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const admin = await createUser(stage.server.db, { tenant, role: "ADMIN" });
    const session = await stage.openLoggedIn(admin.token);
    sessions.push(session);
    const { page } = session;
    // The machine has no internet: the cover picture's host answers from here.
    await page.route("https://example.com/**", (route) => route.fulfill({ contentType: "image/png", body: ONE_PIXEL_PNG }));
    await page.goto(`/webapp/${tenant.slug}/admin?tab=news`);

    const markup = '<img src=x onerror="window.__xss=1"><b>жирный</b>';
    const form = page.getByTestId("content-form");
    await form.getByLabel(ru.admin.news.titleField, { exact: true }).fill("Открытие");
    await form.getByLabel(ru.admin.news.content, { exact: true }).fill(markup);
    await form.getByLabel(ru.admin.news.imageUrl, { exact: true }).fill("not a link");
    await form.getByRole("button", { name: ru.common.save }).click();
    await expect.poll(() => form.getByRole("alert").innerText()).toContain(ru.admin.news.invalidUrl);
    await form.getByLabel(ru.admin.news.imageUrl, { exact: true }).fill("");
    await form.getByRole("button", { name: ru.common.save }).click();
    await toast(page, ru.alerts.success.saved);
    const item = page.getByTestId("admin-content-item").filter({ hasText: "Открытие" });
    await expect.poll(() => item.locator(".plain-text").innerText()).toBe(markup);
    expect(await item.locator("b, img").count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await snap(session, "admin", "news");

    // Edit, then delete after the confirmation.
    await item.getByRole("button", { name: ru.common.edit }).click();
    await expect.poll(() => form.getByLabel(ru.admin.news.titleField, { exact: true }).inputValue()).toBe("Открытие");
    await form.getByLabel(ru.admin.news.titleField, { exact: true }).fill("Открытие салона");
    await form.getByRole("button", { name: ru.common.save }).click();
    const edited = page.getByTestId("admin-content-item").filter({ hasText: "Открытие салона" });
    await edited.waitFor();
    await edited.getByRole("button", { name: ru.common.delete }).click();
    await confirmDialog(page, ru.alerts.confirm.delete, ru.common.delete);
    await toast(page, ru.alerts.success.deleted);
    await expect.poll(() => edited.count()).toBe(0);

    await openStaffPage(page, ru, "content", "articles");
    const articleForm = page.getByTestId("content-form");
    await articleForm.getByLabel(ru.admin.articles.titleField, { exact: true }).fill("Как ухаживать за волосами");
    await articleForm.getByLabel(ru.admin.articles.content, { exact: true }).fill("Первый абзац.\nВторой абзац.");
    await articleForm.getByLabel(ru.admin.articles.coverImageUrl, { exact: true }).fill("https://example.com/cover.png");
    await articleForm.getByRole("button", { name: ru.common.save }).click();
    await toast(page, ru.alerts.success.saved);
    await page.getByTestId("admin-content-item").filter({ hasText: "Как ухаживать за волосами" }).waitFor();
    await snap(session, "admin", "articles");
    const articles = await stage.api<Array<{ title: string; coverImageUrl: string | null }>>("GET", "/api/articles", {
      tenant,
      token: admin.token,
    });
    expect(articles.body).toEqual([
      expect.objectContaining({ title: "Как ухаживать за волосами", coverImageUrl: "https://example.com/cover.png" }),
    ]);
  });

  it("works inside Telegram (BackButton, dark theme) and on a desktop screen", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const tgUser = telegramUser({ firstName: "Админ" });
    await createUser(stage.server.db, { tenant, role: "ADMIN", telegramId: BigInt(tgUser.id) });
    const telegram = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "dark" });
    sessions.push(telegram);
    await telegram.page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/admin`, tgUser, "dark"));
    await expectSection(telegram.page, ru, "today");
    const backButton = (await recordedTelegramCalls(telegram.page, "web_app_setup_back_button")).at(-1) as
      | { is_visible?: boolean }
      | undefined;
    expect(backButton?.is_visible).toBe(true);
    await openExtraTimes(telegram.page);
    await snap(telegram, "admin-telegram-dark", "availability");
    await openSection(telegram.page, ru, "stats");
    await telegram.page.getByTestId("stat-totalRevenue").waitFor();
    await snap(telegram, "admin-telegram-dark", "stats");

    const admin = await createUser(stage.server.db, { tenant, role: "ADMIN" });
    const desktop = await stage.openLoggedIn(admin.token, { width: 1280, height: 800 });
    sessions.push(desktop);
    // The former ?tab= addresses land on their sections (issue 26.1).
    for (const key of Object.keys(ru.admin.tabs)) {
      await desktop.page.goto(`/webapp/${tenant.slug}/admin?tab=${key}`);
      await desktop.page.waitForURL((url) => url.search === "" && url.pathname !== `/webapp/${tenant.slug}/admin`);
      await desktop.page.getByTestId("staff-panel").locator(".panel-card, .pill-group, .stats-grid").first().waitFor();
      await saveScreenshot(desktop.page, "e2e/admin-desktop", key);
    }
    desktop.assertNoIssues();
    telegram.assertNoIssues();
  });

  it("keeps non-admins out: the page redirects and the server answers 403 to direct calls", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL" });
    const customer = await createUser(stage.server.db, { tenant, role: "CUSTOMER" });
    const session = await stage.openLoggedIn(customer.token);
    sessions.push(session);
    await session.page.goto(`/webapp/${tenant.slug}/admin`);
    await session.page.waitForURL(`${stage.server.baseURL}/`);
    expect(await session.page.getByTestId("staff-shell").count()).toBe(0);
    session.assertNoIssues();

    const asCustomer = { tenant, token: customer.token };
    const today = localDate(tenant, 0);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/admin/services"],
      ["POST", "/api/admin/services", { name: "X", description: "Y", price: 1, duration: 30, isActive: true }],
      ["GET", `/api/admin/bookings?from=${today}&to=${today}`],
      ["PUT", "/api/admin/bookings/00000000-0000-4000-8000-000000000000/status", { status: "PAID" }],
      ["POST", "/api/admin/availability", { dates: [localDate(tenant, 1)] }],
      ["DELETE", `/api/admin/availability/slots?from=${today}&to=${today}`],
      ["GET", "/api/admin/stats"],
      ["POST", "/api/admin/news", { title: "X", content: "Y" }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await stage.api<{ error: string }>(method, path, { ...asCustomer, body });
      expect({ call: `${method} ${path}`, status: answer.status, error: answer.body.error }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        error: "FORBIDDEN",
      });
    }
  });
});
