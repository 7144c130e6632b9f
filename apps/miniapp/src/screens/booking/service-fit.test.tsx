// Issue 12.8: green days respect the chosen service's length. The calendar asks the server for the
// free starts of the chosen service (serviceId), so a day whose free time is too short for it is
// not offered; asked without serviceId, the server would answer every free 30-minute slot.
// Issue 14: it asks for the shown month's days summary and the chosen day's times, never for
// every slot of the window (GET /bookings/available).
// It runs at every clock of CALENDAR_CLOCKS: the two days straddle a month's end on some of them.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "@booking/contracts/civil-date";
import { CALENDAR_CLOCKS, runOnClock } from "../../test/clock.ts";
import { SessionProvider } from "../../session/SessionProvider.tsx";
import { renderWithApi } from "../admin/ui/test-api.tsx";
import { availabilityHandlers } from "./availability-test-api.ts";
import { BookingScreen } from "./BookingScreen.tsx";
import { todayIn } from "./calendar.ts";
import { expectDay } from "./calendar-test-support.ts";

afterEach(cleanup);

const ZONE = "Europe/Moscow";
let SHORT_DAY = "";
let LONG_DAY = "";
const services = [
  { id: "svc-30", name: "Quick call", description: "", price: 10, duration: 30, isActive: true, currency: "USD" },
  { id: "svc-120", name: "Workshop", description: "", price: 50, duration: 120, isActive: true, currency: "USD" },
];
const slot = (date: string, id: string, startTime: string, endTime: string) => ({ id, date, startTime, endTime, isBooked: false });

/**
 * The server's answer: SHORT_DAY has one free half hour, LONG_DAY two free hours. With a serviceId
 * only the starts that fit its duration are listed (as GET /bookings/available does).
 */
function available(input: unknown) {
  const { from, to, serviceId } = input as { from: string; to: string; serviceId?: string };
  const duration = services.find((service) => service.id === serviceId)?.duration ?? 30;
  const days = [
    { date: SHORT_DAY, slots: [slot(SHORT_DAY, "s1", "10:00", "10:30")] },
    {
      date: LONG_DAY,
      slots: (duration <= 30 ? ["09:00", "09:30", "10:00", "10:30"] : ["09:00"]).map((start, i) =>
        slot(LONG_DAY, `l${i}`, start, `${start.slice(0, 3)}${start.endsWith("00") ? "30" : "00"}`),
      ),
    },
  ].filter((day) => duration <= 30 || day.date === LONG_DAY);
  return {
    from,
    to,
    timeZone: ZONE,
    serviceId: serviceId ?? null,
    durationMinutes: duration,
    payment: { online: false, prepayment: "OPTIONAL" },
    days,
  };
}

/** A visitor without an account: nothing stored, so the session never asks the server. */
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

describe.each(CALENDAR_CLOCKS)("booking calendar and the service's length, at %s", (now) => {
  beforeEach(() => {
    runOnClock(now);
    const today = todayIn(ZONE);
    [SHORT_DAY, LONG_DAY] = [addDays(today, 2), addDays(today, 3)];
  });

  it("asks for the chosen service's starts: a day too short for a two-hour service is not green", async () => {
    const api = await renderWithApi(
      <SessionProvider storage={noStorage}>
        <BookingScreen />
      </SessionProvider>,
      { handlers: { "services.list": () => services, ...availabilityHandlers(available) } },
    );
    fireEvent.click(await screen.findByRole("button", { name: /Workshop/ }));
    await expectDay(LONG_DAY, "available");
    await expectDay(SHORT_DAY, "unavailable");
    expect(new Set(api.callsTo("bookings.availableDays").map((call) => (call.input as { serviceId?: string }).serviceId))).toEqual(
      new Set(["svc-120"]),
    );

    // The half-hour service fits both days.
    fireEvent.click(screen.getByRole("button", { name: /Quick call/ }));
    await expectDay(SHORT_DAY, "available");
    expect(api.callsTo("bookings.availableDays").at(-1)?.input).toMatchObject({ serviceId: "svc-30" });

    // A tap on a day asks for that day's times only; the full list is never asked for.
    expect(api.callsTo("bookings.availableTimes")).toHaveLength(0);
    fireEvent.click(await expectDay(LONG_DAY, "available"));
    await waitFor(() => expect(screen.getAllByTestId("slot")).toHaveLength(4));
    expect(api.callsTo("bookings.availableTimes").map((call) => call.input)).toEqual([{ date: LONG_DAY, serviceId: "svc-30" }]);
    expect(api.callsTo("bookings.available")).toHaveLength(0);
    const month = api.callsTo("bookings.availableDays").at(-1)?.input as { from: string; to: string };
    expect(month.from.slice(8)).toBe("01");
    expect(month.from.slice(0, 7)).toBe(month.to.slice(0, 7));
  });
});
