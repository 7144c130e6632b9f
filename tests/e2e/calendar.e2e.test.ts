// Issue 18.4 in the browser: a customer's booking offers "Add to calendar" (the file the link
// serves is that booking's), and "my bookings" opens a private feed link that a calendar app can
// fetch, shown with subscribe, copy and turn-off; turning it off makes the old link 404.
import { en } from "@booking/i18n";
import { afterAll, describe, expect, it } from "vitest";
import type { PageGlobals, PageSession } from "../support/browser.ts";
import { createBookingRow, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createUser } from "../support/fixtures.ts";
import { checkScreen, createBookableTenant, useE2eStage } from "./harness.ts";

const stage = useE2eStage();
/** The links name PUBLIC_URL; the stage listens on its own port. */
const onStage = (link: string) => fetch(new URL(new URL(link).pathname, stage.server.baseURL));

describe("calendar files and feeds", () => {
  let session: PageSession | undefined;
  afterAll(async () => session?.close());

  it("a customer adds a booking to their calendar and subscribes to the feed", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Calendar consultation");
    const customer = await createUser(stage.server.db, { tenant, firstName: "Clara" });
    const [slot] = await createSlots(stage.server.db, tenant, { dates: [localDate(tenant, 3)], startTime: "15:00", endTime: "15:30" });
    const booking = await createBookingRow(stage.server.db, { tenant, user: customer, service, slots: [slot!], status: "CONFIRMED" });
    session = await stage.openLoggedIn(customer.token);
    const { page } = session;
    await page.addInitScript(() => (globalThis as unknown as PageGlobals).localStorage.setItem("language", "en"));
    await page.goto(`/webapp/${tenant.slug}/my-bookings`);

    const link = page.getByTestId("booking-card").getByRole("link", { name: en.calendar.addToCalendar });
    await link.waitFor();
    const file = await onStage(String(await link.getAttribute("href")));
    expect(file.status).toBe(200);
    const ics = await file.text();
    expect(ics).toContain(`UID:${booking.id}@`);
    expect(ics).toContain("SUMMARY:Calendar consultation");

    await page.getByRole("button", { name: en.calendar.open }).click();
    const url = page.getByTestId("calendar-feed-url");
    await url.waitFor();
    const feedUrl = await url.innerText();
    expect((await onStage(feedUrl)).status).toBe(200);
    expect(await page.getByRole("link", { name: en.calendar.subscribe }).getAttribute("href")).toBe(feedUrl.replace(/^http:/, "webcal:"));
    await page.getByTestId("calendar-feed").scrollIntoViewIfNeeded();
    await checkScreen(session, "calendar", "my-bookings-feed");

    await page.getByRole("button", { name: en.calendar.revoke }).click();
    await page.getByRole("button", { name: en.calendar.open }).waitFor();
    expect((await onStage(feedUrl)).status).toBe(404);
  });
});
