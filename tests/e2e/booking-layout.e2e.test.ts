import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { horizontalOverflow, setLocalStorage } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { createBookableTenant, useE2eStage } from "./harness.ts";
import { calendarDay } from "./calendar-day.ts";

const stage = useE2eStage();

async function open(page: Page, slug: string, token: string): Promise<string[]> {
  const requests: string[] = [];
  // The client's tRPC calls: /trpc/bookings.availableDays?input=…
  page.on("request", (request) => {
    if (request.url().includes("bookings.available")) requests.push(new URL(request.url()).pathname.split("/").pop() ?? "");
  });
  await page.goto("/");
  await setLocalStorage(page, "language", "en");
  await setLocalStorage(page, "authToken", token);
  await page.goto(`/webapp/${slug}/booking`);
  return requests;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

describe("booking screen layout", () => {
  it("desktop: calendar and times side by side, the service summarised, the days loaded by summary and one day's times", async () => {
    const { tenant, service, dates } = await createBookableTenant(stage.server.db, "Career consultation");
    const customer = await createUser(stage.server.db, { tenant, role: "CUSTOMER" });
    const session = await stage.openLoggedIn(customer.token, { width: 1280, height: 800 });
    try {
      const { page } = session;
      const requests = await open(page, tenant.slug, customer.token);
      await page.getByRole("button", { name: new RegExp(service.name) }).click();
      // The first bookable date may be in the next month.
      const day = await calendarDay(page, dates[0]!);
      expect(await day.getAttribute("data-state")).toBe("available");

      const calendarBefore = await box(page, '[data-testid="booking-calendar"]');
      const timesBefore = await box(page, '[data-testid="booking-times"]');
      await day.click();
      await page.locator('[data-testid="slot"]').first().click();
      const calendar = await box(page, '[data-testid="booking-calendar"]');
      const times = await box(page, '[data-testid="booking-times"]');
      expect(calendar, "the calendar did not move or resize").toEqual(calendarBefore);
      expect({ x: times.x, y: times.y }, "the times step did not move").toEqual({ x: timesBefore.x, y: timesBefore.y });

      expect(times.x, "times right of the calendar").toBeGreaterThanOrEqual(calendar.x + calendar.width);
      expect(times.y, "times level with the calendar").toBeLessThan(calendar.y + calendar.height / 2);
      expect(calendar.width, "no 420 px column").toBeGreaterThan(420);
      const summary = page.getByTestId("booking-service-summary");
      expect(await summary.isVisible()).toBe(true);
      expect(await summary.innerText()).toContain(service.name);
      expect((await box(page, '[data-testid="booking-summary"]')).y + 40, "the confirmation fits 800 px").toBeLessThan(
        800 + ((await page.evaluate("scrollY")) as number),
      );

      expect(requests).toContain("bookings.availableDays");
      expect(requests).toContain("bookings.availableTimes");
      expect(requests, "never every slot of the window").not.toContain("bookings.available");
      session.assertNoIssues();
    } finally {
      await session.close();
    }
  });

  it("phone: one column, no sideways scroll, the chosen service shown by the list", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db);
    const customer = await createUser(stage.server.db, { tenant, role: "CUSTOMER" });
    const session = await stage.openLoggedIn(customer.token, { width: 360, height: 780 });
    try {
      const { page } = session;
      await open(page, tenant.slug, customer.token);
      await page.getByRole("button", { name: new RegExp(service.name) }).click();
      await page.getByTestId("booking-calendar").waitFor();
      expect(await page.getByTestId("booking-service-summary").isVisible()).toBe(false);
      const calendar = await box(page, '[data-testid="booking-calendar"]');
      const times = await box(page, '[data-testid="booking-times"]');
      expect(times.y).toBeGreaterThan(calendar.y + calendar.height - 1);
      const { scrollWidth, viewport } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(viewport);
    } finally {
      await session.close();
    }
  });
});
