// Issue 18.3 in Chromium with the Telegram mock: a customer finds the day full, joins its waitlist
// from the booking calendar; the admin cancels the booking that filled it; the waitlist job offers
// the freed time, held for the customer, who claims it in "my bookings" and has the booking. In
// Russian (light) and English (dark) on a phone; the admin's day view lists the waitlist.
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { openPage, type PageGlobals } from "../support/browser.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { waitlistWorkers } from "../support/waitlist.ts";
import { checkScreen, miniAppUrl, useE2eStage } from "./harness.ts";
import { calendarDay } from "./calendar-day.ts";

const stage = useE2eStage();

// Russian: a fully booked day's waitlist; English: one taken time's, on a day with other free time.
describe.each([
  ["ru", ru, "light", "day"],
  ["en", en, "dark", "time"],
] as const)("the waitlist in %s", (language, texts, theme, kind) => {
  it(`join a full ${kind}, the admin cancels, the customer claims the offered time from the offer`, async () => {
    const db = stage.server.db;
    const tenant = await createTenant(db, { plan: "PROFESSIONAL" });
    const service = await createService(db, tenant, { name: language === "ru" ? "Консультация" : "Consultation", durationMinutes: 30 });
    const date = localDate(tenant, 2);
    const [slot] = await createSlots(db, tenant, { dates: [date], startTime: "10:00", endTime: kind === "day" ? "10:30" : "11:00" });
    const blocking = await createBookingRow(db, { tenant, user: await createUser(db, { tenant }), service, slots: [slot!] });
    const admin = await createUser(db, { tenant, role: "ADMIN" });
    const user = telegramUser({ firstName: "Vera", languageCode: language });
    const customer = await createUser(db, { tenant, telegramId: BigInt(user.id), userType: "TELEGRAM", firstName: "Vera" });
    await db.user.update({ where: { id: customer.id }, data: { language } });

    const session = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: theme,
      viewport: { width: 360, height: 800 },
    });
    const { page } = session;
    await session.context.addInitScript(
      (value) => (globalThis as unknown as PageGlobals).localStorage.setItem("language", value),
      language,
    );
    try {
      await page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/booking`, user, theme));
      await page.getByRole("button", { name: new RegExp(service.name) }).click();
      await (await calendarDay(page, date)).click();
      if (kind === "day") {
        await page.getByTestId("day-waitlist").getByText(texts.waitlist.dayFull).waitFor();
        await page.getByTestId("join-waitlist").click();
      } else {
        await page.getByTestId("slot").first().waitFor();
        await page.getByTestId("taken-time").first().waitFor();
        await checkScreen(session, `telegram-${theme}`, `waitlist-taken-${language}`);
        await page.getByTestId("taken-time").filter({ hasText: "10:00" }).click();
      }
      await page.getByTestId("waitlist-joined").waitFor();
      await checkScreen(session, `telegram-${theme}`, `waitlist-joined-${language}`);

      const cancelled = await stage.api("DELETE", `/api/admin/bookings/${blocking.id}`, { tenant, token: admin.token });
      expect(cancelled.status).toBe(200);
      await waitlistWorkers(db, [tenant]).runDue(new Date());

      await page.goto(miniAppUrl(stage.server.baseURL, `/webapp/${tenant.slug}/my-bookings`, user, theme));
      const entry = page.getByTestId("waitlist-entry");
      await entry.getByTestId("waitlist-offer").waitFor();
      expect(await entry.getAttribute("data-status")).toBe("OFFERED");
      await checkScreen(session, `telegram-${theme}`, `waitlist-offer-${language}`);
      await entry.getByTestId("claim-offer").click();
      await page.getByRole("status").filter({ hasText: texts.waitlist.claimed }).waitFor();
      await page.getByTestId("bookings-upcoming").getByTestId("booking-card").waitFor();
      await expect.poll(() => page.getByTestId("waitlist-section").count()).toBe(0);
      await checkScreen(session, `telegram-${theme}`, `waitlist-claimed-${language}`);

      const booking = await db.booking.findFirstOrThrow({ where: { tenantId: tenant.id, userId: customer.id } });
      expect(booking.status).toBe("PENDING");
      expect(await db.slot.findUniqueOrThrow({ where: { id: slot!.id } })).toMatchObject({ bookingId: booking.id });
      expect(await db.waitlistEntry.findFirstOrThrow({ where: { tenantId: tenant.id, userId: customer.id } })).toMatchObject({
        status: "CLAIMED",
        bookingId: booking.id,
      });
    } finally {
      await session.close();
    }
  });
});

describe("the admin's day view", () => {
  it("lists who waits for the day, in join order", async () => {
    const db = stage.server.db;
    const tenant = await createTenant(db, { plan: "PROFESSIONAL" });
    const service = await createService(db, tenant, { name: "Консультация" });
    const date = localDate(tenant, 0);
    const admin = await createUser(db, { tenant, role: "ADMIN" });
    for (const name of ["Анна", "Борис"]) {
      const customer = await createUser(db, { tenant, firstName: name });
      const joined = await stage.api("POST", "/api/waitlist", { tenant, token: customer.token, body: { serviceId: service.id, date } });
      expect(joined.status).toBe(201);
    }
    const session = await stage.openLoggedIn(admin.token, { width: 360, height: 800 });
    const { page } = session;
    try {
      await page.goto(`/webapp/${tenant.slug}/admin/calendar`);
      await page.getByRole("radio", { name: ru.admin.desk.views.day }).click();
      const panel = page.getByTestId("desk-waitlist");
      await panel.getByTestId("desk-waitlist-entry").first().waitFor();
      expect(await panel.getByTestId("desk-waitlist-entry").allTextContents()).toEqual([
        expect.stringMatching(/^№1 Анна/),
        expect.stringMatching(/^№2 Борис/),
      ]);
      await panel.scrollIntoViewIfNeeded();
      await checkScreen(session, "web-light", "admin-waitlist-day");
    } finally {
      await session.close();
    }
  });
});
