// Issue 25.4/25.8 in Chromium: a customer opens their booking from the signed link of a message (no
// password), moves it to another free time and then cancels it, within the business's policy; past
// the window the page offers neither and says how to reach the business (and the server refuses
// too); "my bookings" offers Move and Cancel by the same rules; the booking calendar does not offer
// the waitlist of one's own time (and the server refuses it). Russian light on the web,
// English dark in the Telegram mock, both at 360 px (the page also at 390 and 1280); axe finds nothing serious on any of these screens.
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Slot } from "@booking/db";
import { manageUrl } from "@booking/core";
import { openPage, saveScreenshot, type PageGlobals, type PageSession } from "../support/browser.ts";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { testConfig } from "../support/server.ts";
import { axeViolations, checkScreen, miniAppUrl, useE2eStage } from "./harness.ts";
import { calendarDay } from "./calendar-day.ts";

const stage = useE2eStage();
const APP_SECRET = testConfig().appSecret;

/**
 * axe's serious and critical findings. Inside Telegram the colours are the user's Telegram theme (the
 * app must not override them), so contrast is judged on the web, where the colours are the app's own
 * (as in customer-screens.e2e.test.ts).
 */
async function expectNoSeriousAxe(page: Page, screen: string, channel: Channel = "web"): Promise<void> {
  const serious = (await axeViolations(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .filter((v) => channel === "web" || v.id !== "color-contrast");
  expect(
    serious.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`)),
    screen,
  ).toEqual([]);
}

type Channel = "web" | "telegram";
const CASES = [
  ["ru", "light", "web", ru, 360],
  ["en", "dark", "web", en, 360],
  ["en", "dark", "telegram", en, 360],
  ["ru", "light", "telegram", ru, 360],
] as const;

/** A page of a business that lets customers cancel and move up to 2 hours before; a customer's confirmed booking at 10:00 two days ahead. */
async function businessWithBooking(language: "ru" | "en", policy = { selfCancelHours: 2, selfMoveHours: 2 }) {
  const db = stage.server.db;
  const tenant = await db.tenant.update({ where: { id: (await createTenant(db)).id }, data: policy });
  const service = await createService(db, tenant, { name: language === "ru" ? "Консультация" : "Consultation", priceMinor: 3000 });
  const date = localDate(tenant, 2);
  const slots = (await createSlots(db, tenant, { dates: [date], startTime: "10:00", endTime: "12:00" })) as Slot[];
  const user = telegramUser({ firstName: "Vera", languageCode: language });
  const customer = await createUser(db, { tenant, telegramId: BigInt(user.id), userType: "TELEGRAM", firstName: "Vera" });
  await db.user.update({ where: { id: customer.id }, data: { language } });
  const booking = await createBookingRow(db, { tenant, user: customer, service, slots: [slots[0]!], status: "CONFIRMED" });
  return { db, tenant, service, date, slots, user, customer, booking };
}

async function openAs(channel: Channel, language: "ru" | "en", theme: "light" | "dark", width: number): Promise<PageSession> {
  const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: theme, viewport: { width, height: 820 } });
  await session.context.addInitScript((value) => (globalThis as unknown as PageGlobals).localStorage.setItem("language", value), language);
  return session;
}

/** The manage link a message carries, opened on the web, or inside the Telegram mock (the bot's button). */
function linkFor(channel: Channel, url: string, user: ReturnType<typeof telegramUser>, theme: "light" | "dark"): string {
  const local = new URL(url);
  const path = `${local.pathname}${local.search}`;
  if (channel === "web") return `${stage.server.baseURL}${path}`;
  const mock = new URL(miniAppUrl(stage.server.baseURL, local.pathname, user, theme));
  mock.searchParams.set("t", local.searchParams.get("t")!);
  return mock.toString();
}

describe.each(CASES)("the manage link in %s, %s theme, %s", (language, theme, channel, texts, width) => {
  const group = `manage-${channel}-${theme}-${width}`;

  it("moves the booking to another free time, then cancels it, without a password", async () => {
    const { db, tenant, date, slots, user, booking } = await businessWithBooking(language);
    const url = manageUrl({ publicUrl: stage.server.baseURL, appSecret: APP_SECRET }, tenant, booking);
    const session = await openAs(channel, language, theme, width);
    const { page } = session;
    try {
      await page.goto(linkFor(channel, url, user, theme));
      const card = page.getByTestId("manage-booking");
      await card.waitFor();
      expect(await card.getAttribute("data-status")).toBe("CONFIRMED");
      expect(await page.getByTestId("manage-status-note").textContent()).toBe(texts.manage.statusNote.CONFIRMED);
      expect(await page.getByTestId("self-service-note").textContent()).toContain(texts.manage.bothUntil.split("{{")[0]!.trim());
      expect(await page.getByTestId("summary-zone").textContent()).toMatch(/Moscow|Москв/);
      await checkScreen(session, group, `details-${language}`);
      await expectNoSeriousAxe(page, "manage details", channel);
      // The same page on a larger phone and on a desktop (screenshots to look at).
      for (const wide of [390, 1280]) {
        await page.setViewportSize({ width: wide, height: 820 });
        await saveScreenshot(page, `e2e/${group}`, `details-${language}-${wide}`);
      }
      await page.setViewportSize({ width, height: 820 });

      await page.getByTestId("move-booking-button").click();
      await (await calendarDay(page, date)).click();
      await page.locator(`[data-testid="slot"][data-slot-id="${slots[2]!.id}"]`).click();
      await page.getByTestId("confirm-move").waitFor();
      await checkScreen(session, group, `move-${language}`);
      await expectNoSeriousAxe(page, "move picker", channel);
      await page.getByTestId("confirm-move").click();
      await page.getByRole("status").filter({ hasText: texts.manage.moved }).waitFor();
      await expect.poll(() => page.getByTestId("summary-when").textContent()).toMatch(/11:00|11:00 AM/);
      expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ startsAt: slots[2]!.startsAt });
      expect((await db.slot.findUniqueOrThrow({ where: { id: slots[0]!.id } })).bookingId).toBeNull();
      // The address keeps a token for the booking as it is now.
      await expect.poll(() => new URL(page.url()).searchParams.get("t")).not.toBe(new URL(url).searchParams.get("t"));
      await checkScreen(session, group, `moved-${language}`);

      await page.getByTestId("cancel-booking-button").click();
      await page.getByRole("alertdialog").waitFor();
      await checkScreen(session, group, `cancel-question-${language}`);
      await page.getByRole("alertdialog").getByRole("button", { name: texts.myBookings.cancelBooking }).click();
      await expect.poll(() => card.getAttribute("data-status")).toBe("CANCELLED");
      expect(await page.getByTestId("manage-status-note").textContent()).toBe(texts.manage.statusNote.CANCELLED);
      expect(await page.getByTestId("book-again").getAttribute("href")).toBe(`/webapp/${tenant.slug}/booking?service=${booking.serviceId}`);
      expect(await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).toMatchObject({ status: "CANCELLED" });
      await checkScreen(session, group, `cancelled-${language}`);

      // The link stops working once the booking is cancelled.
      await page.reload();
      const gone = page.getByTestId("manage-unreachable");
      await gone.waitFor();
      expect(await gone.getAttribute("data-code")).toBe("MANAGE_LINK_EXPIRED");
      expect(await gone.textContent()).toContain(texts.errors.MANAGE_LINK_EXPIRED);
      await checkScreen(session, group, `link-ended-${language}`);
      await expectNoSeriousAxe(page, "link ended", channel);
    } finally {
      await session.close();
    }
  });

  it("outside the window offers neither, says until when it was possible and how to reach the business; the server refuses too", async () => {
    const db = stage.server.db;
    const { tenant, service, user, customer } = await businessWithBooking(language, { selfCancelHours: 24, selfMoveHours: 24 });
    await db.tenant.update({ where: { id: tenant.id }, data: { contactPhone: "+79001234567" } });
    const soon = new Date(Math.ceil((Date.now() + 6 * 3_600_000) / 1_800_000) * 1_800_000);
    const booking = await createBookingRow(db, {
      tenant,
      user: customer,
      service,
      slots: [await createSlotAt(db, tenant, soon)],
      status: "CONFIRMED",
    });
    const url = manageUrl({ publicUrl: stage.server.baseURL, appSecret: APP_SECRET }, tenant, booking);
    const session = await openAs(channel, language, theme, width);
    const { page } = session;
    try {
      await page.goto(linkFor(channel, url, user, theme));
      await page.getByTestId("manage-booking").waitFor();
      expect(await page.getByTestId("move-booking-button").count()).toBe(0);
      expect(await page.getByTestId("cancel-booking-button").count()).toBe(0);
      expect(await page.getByTestId("self-service-note").textContent()).toContain(texts.manage.bothClosed.split("{{")[0]!.trim());
      await page.getByTestId("contact-admin").waitFor();
      await checkScreen(session, group, `too-late-${language}`);
      await expectNoSeriousAxe(page, "too late", channel);
      const token = new URL(url).searchParams.get("t")!;
      const refused = await fetch(`${stage.server.baseURL}/api/bookings/${booking.id}`, {
        method: "DELETE",
        headers: { "x-tenant": tenant.slug, "x-booking-token": token },
      });
      expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([409, "BOOKING_CANCEL_TOO_LATE"]);
      expect((await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("CONFIRMED");
    } finally {
      await session.close();
    }
  });

  it("my bookings offers Move and Cancel by the policy and opens the booking's page; the calendar offers no waitlist of one's own time", async () => {
    const { tenant, service, date, user, customer, booking } = await businessWithBooking(language);
    const session = await openAs(channel, language, theme, width);
    const { page } = session;
    if (channel === "web")
      await session.context.addInitScript(
        (value) => (globalThis as unknown as PageGlobals).localStorage.setItem("authToken", value),
        customer.token,
      );
    const open = (path: string) =>
      page.goto(channel === "web" ? `${stage.server.baseURL}${path}` : miniAppUrl(stage.server.baseURL, path, user, theme));
    try {
      await open(`/webapp/${tenant.slug}/my-bookings`);
      const card = page.locator(`[data-testid="booking-card"][data-booking-id="${booking.id}"]`);
      await card.waitFor();
      await card.getByTestId("card-move").waitFor();
      await card.getByRole("button", { name: texts.myBookings.cancel }).waitFor();
      await checkScreen(session, group, `my-bookings-${language}`);
      await expectNoSeriousAxe(page, "my bookings", channel);
      await card.getByTestId("card-details").click();
      await page.getByTestId("manage-booking").waitFor();
      expect(new URL(page.url()).pathname).toBe(`/webapp/${tenant.slug}/my-bookings/${booking.id}`);

      // The booking screen: the customer's own 10:00 is theirs, not a time to wait for.
      await open(`/webapp/${tenant.slug}/booking`);
      await page.getByRole("button", { name: new RegExp(service.name) }).click();
      await (await calendarDay(page, date)).click();
      await page.getByTestId("own-times").waitFor();
      expect(await page.getByTestId("own-times").textContent()).toContain(texts.waitlist.ownTimes.split("{{")[0]!.trim());
      expect(await page.getByTestId("taken-time").count()).toBe(0);
      await checkScreen(session, group, `own-time-${language}`);
      await expectNoSeriousAxe(page, "own time", channel);
      const joined = await stage.api("POST", "/api/waitlist", {
        tenant,
        token: customer.token,
        body: { serviceId: service.id, startsAt: booking.startsAt.toISOString() },
      });
      expect([joined.status, (joined.body as { error: string }).error]).toEqual([409, "WAITLIST_OWN_BOOKING"]);
    } finally {
      await session.close();
    }
  });
});

describe("the booking rules (owner)", () => {
  it("set customers' own cancelling and moving in hours before the start", async () => {
    const db = stage.server.db;
    const tenant = await createTenant(db);
    const owner = await createUser(db, { tenant, role: "OWNER" });
    const session = await stage.openLoggedIn(owner.token, { width: 360, height: 820 });
    const { page } = session;
    try {
      await page.goto(`/webapp/${tenant.slug}/admin?tab=schedule`);
      const rules = page.getByTestId("booking-rules");
      await rules.waitFor();
      await rules.getByRole("button", { name: ru.admin.bookingRules.change }).click();
      await page.getByLabel(ru.admin.bookingRules.selfCancel).fill("24");
      await page.getByLabel(ru.admin.bookingRules.selfMove).fill("12");
      await rules.scrollIntoViewIfNeeded();
      await checkScreen(session, "manage-web-light-360", "booking-rules-ru");
      await rules.getByRole("button", { name: ru.admin.bookingRules.save }).click();
      await page.getByRole("status").filter({ hasText: ru.admin.bookingRules.saved }).waitFor();
      expect(await db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).toMatchObject({ selfCancelHours: 24, selfMoveHours: 12 });
      await expectNoSeriousAxe(page, "booking rules");
    } finally {
      await session.close();
    }
  });
});
