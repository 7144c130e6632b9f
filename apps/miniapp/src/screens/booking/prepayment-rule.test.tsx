// Issue 20.1: before the customer confirms (and so before any Pay button), the confirmation states
// the page's prepayment rule when the page takes online payments, and nothing about paying otherwise.
import { cleanup, fireEvent, screen } from "@testing-library/react";
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
let DAY = "";
const services = [{ id: "svc", name: "Consultation", description: "", price: 30, duration: 30, isActive: true, currency: "USD" }];
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

async function confirmationFor(payment: { online: boolean; prepayment: "OPTIONAL" | "REQUIRED" }) {
  await renderWithApi(
    <SessionProvider storage={noStorage}>
      <BookingScreen />
    </SessionProvider>,
    {
      handlers: {
        "services.list": () => services,
        ...availabilityHandlers(() => {
          const days = [{ date: DAY, slots: [{ id: "s1", date: DAY, startTime: "10:00", endTime: "10:30", isBooked: false }] }];
          return { timeZone: ZONE, serviceId: "svc", durationMinutes: 30, payment, days };
        }),
      },
    },
  );
  fireEvent.click(await screen.findByRole("button", { name: /Consultation/ }));
  fireEvent.click(await expectDay(DAY, "available"));
  fireEvent.click(await screen.findByRole("button", { name: /10:00/ }));
  await screen.findByTestId("booking-summary");
  return screen.queryByTestId("prepayment-rule")?.textContent ?? null;
}

describe.each(CALENDAR_CLOCKS)("booking confirmation: the prepayment rule, at %s", (now) => {
  beforeEach(() => {
    runOnClock(now);
    DAY = addDays(todayIn(ZONE), 2);
  });

  it("states that prepayment is required before the customer books", async () => {
    expect(await confirmationFor({ online: true, prepayment: "REQUIRED" })).toMatch(/Prepayment is required/);
  });

  it("states that paying online is optional", async () => {
    expect(await confirmationFor({ online: true, prepayment: "OPTIONAL" })).toMatch(/Paying online is optional/);
  });

  it("says nothing about paying where the page takes no online payments", async () => {
    expect(await confirmationFor({ online: false, prepayment: "REQUIRED" })).toBeNull();
  });
});
