// Issue 14 proof (g): the booking screen (a time chosen) and My bookings (upcoming and past, a
// confirmed booking with the business's contact note) in the dark theme on a phone, on the web:
// screenshots to look at (test-artifacts/e2e/web-dark/), and axe finds no serious or critical
// violation (contrast included) in either language.
import { en, ru } from "@booking/i18n";
import { describe, expect, it } from "vitest";
import { openPage, setLocalStorage } from "../support/browser.ts";
import { createBookingRow } from "../support/booking-fixtures.ts";
import { createUser } from "../support/fixtures.ts";
import { axeViolations, checkScreen, createBookableTenant, useE2eStage } from "./harness.ts";

const stage = useE2eStage();

describe.each([
  ["ru", ru],
  ["en", en],
] as const)("dark theme in %s", (language, texts) => {
  it("booking and my bookings read well in the dark", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, language === "ru" ? "Разбор резюме" : "CV review");
    const customer = await createUser(stage.server.db, { tenant, firstName: "Olga" });
    const slots = await stage.server.db.slot.findMany({ where: { tenantId: tenant.id }, orderBy: { startsAt: "asc" }, take: 3 });
    await createBookingRow(stage.server.db, { tenant, user: customer, service, slots: [slots[0]!], status: "CONFIRMED" });
    await createBookingRow(stage.server.db, { tenant, user: customer, service, slots: [slots[1]!], status: "CANCELLED" });
    const session = await openPage(stage.browser, {
      baseURL: stage.server.baseURL,
      colorScheme: "dark",
      viewport: { width: 360, height: 800 },
    });
    try {
      const { page } = session;
      await page.goto("/");
      await setLocalStorage(page, "language", language);
      await setLocalStorage(page, "authToken", customer.token);
      const serious = async () =>
        (await axeViolations(page))
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`));

      await page.goto(`/webapp/${tenant.slug}/booking`);
      await page.getByRole("button", { name: new RegExp(service.name) }).click();
      await page.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
      await page.locator('[data-testid="slot"]').first().click();
      await page.getByTestId("booking-summary").waitFor();
      expect(await serious(), "booking").toEqual([]);
      await checkScreen(session, "web-dark", `booking-${language}`);

      await page.getByRole("navigation").getByRole("link", { name: texts.nav.myBookings, exact: true }).click();
      await page.getByTestId("bookings-past").waitFor();
      expect(await page.getByTestId("bookings-upcoming").getByTestId("contact-admin").count()).toBe(1);
      expect(await serious(), "my bookings").toEqual([]);
      await checkScreen(session, "web-dark", `my-bookings-${language}`);
    } finally {
      await session.close();
    }
  });
});
