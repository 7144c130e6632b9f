// A web visitor of a tenant page: registers with the web form, logs in with the password, books a
// slot, sees it PENDING in My bookings and cancels it; and a slot taken meanwhile is reported and
// replaced by fresh times. The browser talks to the real server and database throughout.
import { ru } from "@booking/i18n";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { openPage, setLocalStorage, type PageSession } from "../support/browser.ts";
import { createBookingRow, createService } from "../support/booking-fixtures.ts";
import { createUser } from "../support/fixtures.ts";
import { checkScreen, createBookableTenant, tickConsent, uniqueEmail, useE2eStage } from "./harness.ts";

const stage = useE2eStage();

/** Steps 1-3 of the booking screen: the service, the first available day, its first free time. */
async function chooseFirstFreeSlot(page: Page, serviceName: string): Promise<string> {
  await page.getByRole("button", { name: new RegExp(serviceName) }).click();
  await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
  const slot = page.locator('[data-testid="slot"]').first();
  await slot.click();
  await expect.poll(() => slot.getAttribute("aria-pressed")).toBe("true");
  return (await slot.getAttribute("data-slot-id")) ?? "";
}

describe("web visitor", () => {
  let session: PageSession;
  afterAll(async () => session?.close());

  it("registers, logs in with the password, books, sees the booking PENDING and cancels it", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Консультация по карьере");
    const email = uniqueEmail("web");
    const password = "web-pass-123";
    session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "light" });
    const { page } = session;

    // Registration: empty fields are refused on the spot, each under itself (issue 25.2), then the account is created.
    await page.goto(`/webapp/${tenant.slug}/register`);
    await page.getByRole("button", { name: ru.register.web.submit }).click();
    for (const text of [
      ru.register.errors.firstNameRequired,
      ru.register.errors.emailRequired,
      ru.register.errors.usernameRequired,
      ru.login.errors.passwordRequired,
      ru.register.errors.phoneRequired,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByText(ru.register.errors.allFieldsRequired).count()).toBe(0);
    expect(await page.locator("input:focus").getAttribute("name")).toBe("firstName");
    expect(await page.getByLabel(ru.register.web.firstName, { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await checkScreen(session, "web-light", "register");
    await page.getByLabel(ru.register.web.username, { exact: true }).fill("anna_web");
    await page.getByLabel(ru.register.web.firstName, { exact: true }).fill("Анна");
    await page.getByLabel(ru.register.web.email, { exact: true }).fill(email);
    await page.getByLabel(ru.register.web.password, { exact: true }).fill(password);
    await page.getByLabel(ru.register.web.phone, { exact: true }).fill("+7 900 555-44-33");
    // Issue 30: without the consent box ticked nothing is sent; the box says why.
    await page.getByRole("button", { name: ru.register.web.submit }).click();
    await expect.poll(() => page.getByTestId("consent-field").getByRole("alert").innerText()).toBe(ru.privacy.consent.required);
    expect(await stage.server.db.user.count({ where: { email } })).toBe(0);
    await checkScreen(session, "web-light", "register-consent-required");
    await tickConsent(page);
    await tickConsent(page, "marketingOptIn");
    await page.getByRole("button", { name: ru.register.web.submit }).click();

    // Login: the new account's email is filled in; it has a password, so the password step follows.
    await page.waitForURL(`**/webapp/${tenant.slug}/login`);
    // The consent and the separate marketing opt-in are recorded for this business (issue 30).
    const registered = await stage.server.db.user.findUniqueOrThrow({ where: { email } });
    const consents = await stage.server.db.consent.findMany({ where: { userId: registered.id }, orderBy: { kind: "asc" } });
    expect(consents).toMatchObject([
      { tenantId: tenant.id, kind: "PERSONAL_DATA", channel: "WEB" },
      { tenantId: tenant.id, kind: "MARKETING", channel: "WEB" },
    ]);
    expect(await stage.server.db.platformConsent.count({ where: { userId: registered.id } })).toBe(1);
    await expect.poll(() => page.getByLabel(ru.login.email, { exact: true }).inputValue()).toBe(email);
    await checkScreen(session, "web-light", "login-email");
    await page.getByRole("button", { name: ru.login.continue }).click();
    await page.getByLabel(ru.login.password, { exact: true }).fill(password);
    await checkScreen(session, "web-light", "login-password");
    await page.getByRole("button", { name: ru.login.signIn, exact: true }).click();
    await page.waitForURL(`**/webapp/${tenant.slug}`);
    await page.getByText("Здравствуйте, Анна!").waitFor();
    await checkScreen(session, "web-light", "home-logged-in");

    // Booking: service → day → time → confirm (shown only once all three are chosen).
    await page.getByRole("navigation").getByRole("link", { name: ru.nav.book }).click();
    await page.getByRole("heading", { name: ru.booking.title }).waitFor();
    expect(await page.getByRole("button", { name: ru.booking.confirm }).count()).toBe(0);
    await chooseFirstFreeSlot(page, service.name);
    await page.getByTestId("booking-summary").waitFor();
    await checkScreen(session, "web-light", "booking");
    await page.getByRole("button", { name: ru.booking.confirm }).click();
    // Issue 25.3: the done state names what was booked and what happens next; home shows it first.
    const done = page.getByTestId("booking-done");
    await done.waitFor();
    await page.waitForURL(`**/webapp/${tenant.slug}/booking/done/*`);
    expect(await done.innerText()).toContain(service.name);
    expect(await page.getByTestId("done-status-note").innerText()).toBe(ru.manage.statusNote.PENDING);
    await checkScreen(session, "web-light", "booking-done");
    await page.getByTestId("done-home").click();
    await page.getByTestId("next-booking").waitFor();
    expect(await page.getByTestId("next-booking").innerText()).toContain(service.name);

    // My bookings: the booking is PENDING with its details; cancelling asks first.
    await page.getByRole("navigation").getByRole("link", { name: ru.nav.myBookings }).click();
    const card = page.getByTestId("booking-card");
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain(service.name);
    expect(await card.locator("[data-status]").getAttribute("data-status")).toBe("PENDING");
    expect(await card.innerText()).toContain(ru.myBookings.status.PENDING);
    expect(await card.innerText()).toMatch(/\d{2}:\d{2}–\d{2}:\d{2}/);
    expect(await card.innerText()).toContain("Создана");
    await checkScreen(session, "web-light", "my-bookings");
    // Issue 14.5: upcoming apart from past; the dialog names the booking, "Cancel booking" / "Keep".
    expect(await page.getByTestId("bookings-upcoming").getByTestId("booking-card").count()).toBe(1);
    await card.getByRole("button", { name: ru.myBookings.cancel }).click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.innerText()).toContain(`«${service.name}»`);
    expect(await dialog.getByRole("button", { name: ru.myBookings.keep }).count()).toBe(1);
    await dialog.getByRole("button", { name: ru.myBookings.cancelBooking }).click();
    await page.getByRole("status").filter({ hasText: ru.alerts.success.bookingCancelled }).waitFor();
    await expect.poll(() => card.locator("[data-status]").getAttribute("data-status")).toBe("CANCELLED");
    expect(await page.getByTestId("bookings-past").getByTestId("booking-card").count(), "a cancelled booking is under past").toBe(1);
    expect(await card.getByRole("button", { name: ru.myBookings.cancel }).count()).toBe(0);

    const stored = await stage.server.db.booking.findMany({ where: { tenantId: tenant.id } });
    expect(stored.map((booking) => booking.status)).toEqual(["CANCELLED"]);
    session.assertNoIssues();
  });
});

describe("a slot taken meanwhile", () => {
  it("is reported next to the times, which are loaded again without it", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Разбор резюме");
    const customer = await createUser(stage.server.db, { tenant, firstName: "Олег" });
    const rival = await createUser(stage.server.db, { tenant });
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
    const { page } = session;
    try {
      await page.goto(`/webapp/${tenant.slug}`);
      await setLocalStorage(page, "authToken", customer.token);
      await page.goto(`/webapp/${tenant.slug}/booking`);
      const slotId = await chooseFirstFreeSlot(page, service.name);

      // Someone else books the very slot before the confirmation.
      const slot = await stage.server.db.slot.findUniqueOrThrow({ where: { id: slotId } });
      await createBookingRow(stage.server.db, { tenant, user: rival, service, slots: [slot] });
      await page.getByRole("button", { name: ru.booking.confirm }).click();

      await expect.poll(() => page.getByRole("alert").first().innerText()).toContain(ru.errors.SLOT_TAKEN);
      await expect.poll(() => page.locator(`[data-slot-id="${slotId}"]`).count()).toBe(0);
      expect(await page.getByRole("button", { name: ru.booking.confirm }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/webapp/${tenant.slug}/booking`);
      await checkScreen(session, "web-light", "booking-slot-taken");
    } finally {
      await session.close();
    }
  });
});

describe("a visitor's booking survives sign-up (issue 14.2)", () => {
  it("registers on the web and that same time is booked on return, without a second Confirm", async () => {
    const { tenant } = await createBookableTenant(stage.server.db, "Короткая встреча");
    const long = await createService(stage.server.db, tenant, { name: "Стратегия на час", durationMinutes: 60, priceMinor: 5000 });
    const email = uniqueEmail("visitor");
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
    const { page } = session;
    try {
      // A visitor picks the 60-minute service and its second free time, then confirms.
      await page.goto(`/webapp/${tenant.slug}/booking`);
      await page.getByRole("button", { name: new RegExp(long.name) }).click();
      await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
      const chosen = page.locator('[data-testid="slot"]').nth(1);
      await chosen.click();
      const slotId = (await chosen.getAttribute("data-slot-id")) ?? "";
      const summary = await page.getByTestId("booking-summary").innerText();
      await page.getByRole("button", { name: ru.booking.confirm }).click();

      // Registration on the web.
      await page.waitForURL(`**/webapp/${tenant.slug}/register`);
      await page.getByTestId("booking-kept").waitFor();
      await page.getByLabel(ru.register.web.username, { exact: true }).fill("visitor_web");
      await page.getByLabel(ru.register.web.firstName, { exact: true }).fill("Вера");
      await page.getByLabel(ru.register.web.email, { exact: true }).fill(email);
      await page.getByLabel(ru.register.web.password, { exact: true }).fill("visitor-pass-1");
      await page.getByLabel(ru.register.web.phone, { exact: true }).fill("+7 900 555-22-11");
      await tickConsent(page);
      await page.getByRole("button", { name: ru.register.web.submit }).click();

      // Their Confirm is not asked twice (issue 25.2): the time, held for the new account on return
      // (issue 18.2), is booked at once and the done state shows it.
      await page.waitForURL(`**/webapp/${tenant.slug}/booking/done/*`);
      await page.getByTestId("booking-done").waitFor();
      expect(summary).toContain(long.name);
      expect(await page.getByTestId("booking-done").innerText()).toContain(long.name);
      await checkScreen(session, "web-light", "booking-resumed-done");

      const slot = await stage.server.db.slot.findUniqueOrThrow({ where: { id: slotId } });
      const bookings = await stage.server.db.booking.findMany({ where: { tenantId: tenant.id }, include: { user: true } });
      expect(bookings).toHaveLength(1);
      expect(bookings[0]).toMatchObject({ serviceId: long.id, startsAt: slot.startsAt, status: "PENDING" });
      expect(bookings[0]!.endsAt.getTime() - slot.startsAt.getTime()).toBe(60 * 60_000);
      expect(bookings[0]!.user.email).toBe(email);
    } finally {
      await session.close();
    }
  });

  it("says so when the kept time was taken meanwhile, and offers the free times", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Разбор задачи");
    const customer = await createUser(stage.server.db, { tenant, firstName: "Инна" });
    const rival = await createUser(stage.server.db, { tenant });
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL });
    const { page } = session;
    try {
      await page.goto(`/webapp/${tenant.slug}/booking`);
      const slotId = await chooseFirstFreeSlot(page, service.name);
      await page.getByRole("button", { name: ru.booking.confirm }).click();
      await page.waitForURL(`**/webapp/${tenant.slug}/register`);

      // Someone else books it; the visitor signs in with an account they already had.
      const slot = await stage.server.db.slot.findUniqueOrThrow({ where: { id: slotId } });
      await createBookingRow(stage.server.db, { tenant, user: rival, service, slots: [slot] });
      await setLocalStorage(page, "authToken", customer.token);
      await page.goto(`/webapp/${tenant.slug}/booking`);

      await expect.poll(() => page.getByRole("alert").first().innerText()).toContain(ru.errors.SLOT_TAKEN);
      await page.locator('[data-testid="slot"]').first().waitFor();
      expect(await page.locator(`[data-slot-id="${slotId}"]`).count()).toBe(0);
      expect(await page.getByRole("button", { name: ru.booking.confirm }).count()).toBe(0);
      expect(await page.getByTestId("booking-resumed").count()).toBe(0);
      expect(await page.getByTestId("booking-held").count()).toBe(0);
    } finally {
      await session.close();
    }
  });
});
