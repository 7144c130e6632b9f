// Issue 25.8: at a month's end the booking calendar opens on the month that holds the next free
// days, not on a month whose remaining days are all taken; a page with nothing free stays on this
// month; once the customer turns the month, the calendar stays where they put it.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runOnClock } from "../../test/clock.ts";
import { SessionProvider } from "../../session/SessionProvider.tsx";
import { renderWithApi } from "../admin/ui/test-api.tsx";
import { availabilityHandlers } from "./availability-test-api.ts";
import { BookingScreen } from "./BookingScreen.tsx";
import { expectDay, shownMonth } from "./calendar-test-support.ts";

afterEach(cleanup);
// The 28th of November in Moscow: three days left in the month.
beforeEach(() => runOnClock("2026-11-28T10:00:00Z"));

const services = [{ id: "svc", name: "Consultation", description: "", price: 30, duration: 30, isActive: true, currency: "USD" }];
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

async function openCalendar(freeDates: string[]) {
  const api = await renderWithApi(
    <SessionProvider storage={noStorage}>
      <BookingScreen />
    </SessionProvider>,
    {
      handlers: {
        "services.list": () => services,
        ...availabilityHandlers(() => ({
          timeZone: "Europe/Moscow",
          serviceId: "svc",
          durationMinutes: 30,
          payment: { online: false, prepayment: "OPTIONAL" },
          days: freeDates.map((date) => ({
            date,
            slots: [{ id: `s-${date}`, date, startTime: "10:00", endTime: "10:30", isBooked: false }],
          })),
        })),
      },
    },
  );
  fireEvent.click(await screen.findByRole("button", { name: /Consultation/ }));
  return api;
}

const monthsAsked = (api: Awaited<ReturnType<typeof openCalendar>>) =>
  api.callsTo("bookings.availableDays").map((call) => (call.input as { from: string }).from.slice(0, 7));

describe("the month the booking calendar opens on", () => {
  it("moves on to the month of the next free day when this month has none left", async () => {
    const api = await openCalendar(["2026-12-02", "2026-12-20"]);
    await waitFor(() => expect(shownMonth()).toBe("2026-12"));
    expect((await expectDay("2026-12-02", "available")).disabled).toBe(false);
    expect(monthsAsked(api)).toEqual(["2026-11", "2026-12"]);
  });

  it("stays on this month while it has a free day", async () => {
    const api = await openCalendar(["2026-11-30", "2026-12-02"]);
    await expectDay("2026-11-30", "available");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shownMonth()).toBe("2026-11");
    expect(monthsAsked(api)).toEqual(["2026-11"]);
  });

  it("comes back to this month when nothing in the window is free", async () => {
    const api = await openCalendar([]);
    await waitFor(() => expect(monthsAsked(api)).toEqual(["2026-11", "2026-12", "2027-01"]));
    await waitFor(() => expect(shownMonth()).toBe("2026-11"));
    await expectDay("2026-11-29", "unavailable");
  });

  it("stays on the month the customer turned to", async () => {
    await openCalendar(["2027-01-10"]);
    await expectDay("2026-11-30", "unavailable");
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    await expectDay("2026-12-15", "unavailable");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shownMonth()).toBe("2026-12");
  });
});
