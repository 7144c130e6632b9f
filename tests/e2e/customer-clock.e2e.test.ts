// Issue 31.5 in the browser: a customer whose device is in São Paulo (UTC−3 all year) books with a
// business in Moscow (UTC+3 all year; neither zone keeps summer time, so the expected times never
// depend on today's date). At 360 px in Russian and English: the booking screen offers "your time"
// with both zones named; after the switch the free times, the chosen time, the done page and "my
// bookings" read on the device's clock, and a 01:00 Moscow time shows on the day before (19:00).
// Both languages in light and dark, and the list once more at 1280 px.
import { en, ru } from "@booking/i18n";
import { addDays } from "@booking/contracts/civil-date";
import { afterAll, describe, expect, it } from "vitest";
import { openPage, saveScreenshot, setLocalStorage, type PageSession } from "../support/browser.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { checkScreen, useE2eStage } from "./harness.ts";

const stage = useE2eStage();
const DEVICE_ZONE = "America/Sao_Paulo";
const BUSINESS_ZONE = "Europe/Moscow";

/** Node's and Chromium's ICU may space "7:00 PM" with a narrow no-break space; compare on plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("the customer's own clock (issue 31.5)", () => {
  const sessions: PageSession[] = [];
  afterAll(async () => Promise.all(sessions.map((session) => session.close())));

  for (const [language, colorScheme] of [
    ["ru", "light"],
    ["en", "dark"],
    ["ru", "dark"],
    ["en", "light"],
  ] as const) {
    it(`a customer in ${DEVICE_ZONE} switches to their own time on the booking screen and in my bookings (${language}, 360 px)`, async () => {
      const texts = language === "en" ? en : ru;
      const tenant = await createTenant(stage.server.db, { plan: "PROFESSIONAL", timeZone: BUSINESS_ZONE });
      const service = await createService(stage.server.db, tenant, { name: "Консультация", durationMinutes: 30, priceMinor: 0 });
      const date = localDate(tenant, 2);
      await createSlots(stage.server.db, tenant, { dates: [date], startTime: "01:00", endTime: "01:30" });
      await createSlots(stage.server.db, tenant, { dates: [date], startTime: "10:00", endTime: "10:30" });
      const customer = await createUser(stage.server.db, { tenant, firstName: "Анна" });
      const session = await openPage(stage.browser, {
        baseURL: stage.server.baseURL,
        viewport: { width: 360, height: 800 },
        colorScheme,
        timezoneId: DEVICE_ZONE,
      });
      sessions.push(session);
      const { page } = session;
      await page.goto(`/webapp/${tenant.slug}`);
      await setLocalStorage(page, "authToken", customer.token);
      await setLocalStorage(page, "language", language);
      await page.goto(`/webapp/${tenant.slug}/booking?service=${service.id}`);
      await page.locator(`[data-testid="booking-calendar"] button[data-state="available"]`).first().click();
      const slots = page.getByTestId("slot");
      await slots.first().waitFor();

      // The business's clock by default, both zones named on the switch.
      const business = texts.booking.clockBusiness.replace("{{zone}}", BUSINESS_ZONE);
      const yours = texts.booking.clockDevice.replace("{{zone}}", DEVICE_ZONE);
      expect(await page.getByTestId("clock-business").innerText()).toBe(business);
      expect(await page.getByTestId("clock-business").getAttribute("aria-pressed")).toBe("true");
      const businessTimes = language === "ru" ? ["01:00", "10:00"] : ["1:00 AM", "10:00 AM"];
      expect((await slots.allInnerTexts()).map(plain)).toEqual(businessTimes);

      await page.getByRole("button", { name: yours }).click();
      const dayBefore = new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" }).format(
        new Date(`${addDays(date, -1)}T00:00:00Z`),
      );
      const [evening, morning] = language === "ru" ? ["19:00", "04:00"] : ["7:00 PM", "4:00 AM"];
      await expect.poll(async () => (await slots.allInnerTexts()).map(plain)).toEqual([`${evening}\n${dayBefore}`, morning]);
      await slots.first().click();
      const longDayBefore = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${addDays(date, -1)}T00:00:00Z`),
      );
      const summary = plain(await page.getByTestId("booking-summary").innerText());
      expect(summary).toContain(plain(longDayBefore));
      expect(summary).toContain(evening);
      expect(summary).toContain(DEVICE_ZONE);
      await checkScreen(session, `customer-clock-${language}-${colorScheme}-360`, "booking-your-time");

      await page.getByRole("button", { name: texts.booking.confirm }).click();
      await page.getByTestId("booking-done").waitFor();
      expect(plain(await page.getByTestId("summary-when").innerText())).toContain(evening);
      expect(await page.getByTestId("clock-device").getAttribute("aria-pressed")).toBe("true");
      await checkScreen(session, `customer-clock-${language}-${colorScheme}-360`, "done-your-time");

      // My bookings, loaded afresh: the remembered choice, the card on the device's clock.
      await page.goto(`/webapp/${tenant.slug}/my-bookings`);
      const card = page.getByTestId("booking-card");
      await card.waitFor();
      expect(await page.getByTestId("clock-device").getAttribute("aria-pressed")).toBe("true");
      expect(plain(await card.innerText())).toContain(`${evening}`);
      expect(plain(await card.innerText())).toContain(DEVICE_ZONE);
      await checkScreen(session, `customer-clock-${language}-${colorScheme}-360`, "my-bookings-your-time");

      // Back to the business's clock: the card says 01:00 on the booking's own day.
      await page.getByRole("button", { name: business }).click();
      await expect.poll(async () => plain(await card.innerText())).toContain(businessTimes[0]!);
      await checkScreen(session, `customer-clock-${language}-${colorScheme}-360`, "my-bookings-business-time");

      // A desktop window: the switch above the list, the card on the device's clock again.
      await page.getByTestId("clock-device").click();
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(async () => plain(await card.innerText())).toContain(evening);
      await saveScreenshot(page, `e2e/customer-clock-${language}-${colorScheme}-1280`, "my-bookings-your-time");
    });
  }
});
