// Issue 26.2: Today lists what waits for a confirmation and confirms it in one tap (no second
// question), today's bookings in time order and today's free time. Dates come from a fixed clock.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { runOnClock } from "../../../test/clock.ts";
import type { AdminBooking } from "../../admin/admin-types.ts";
import { renderWithApi } from "../../admin/ui/test-api.tsx";
import { TodaySection } from "./TodaySection.tsx";

const TODAY = "2026-11-30";
beforeEach(() => runOnClock("2026-11-30T06:00:00Z"));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const listed = (data: Partial<AdminBooking>): AdminBooking => ({
  id: "b1",
  serviceId: "s",
  serviceName: "Consultation",
  userId: "u",
  userName: "Ann",
  date: TODAY,
  startTime: "09:30",
  endTime: "10:00",
  status: "PENDING",
  createdAt: "2026-11-29T10:00:00.000Z",
  price: 0,
  currency: "RUB",
  noShow: false,
  expertId: "e",
  cancelReason: null,
  cancelReasonCode: null,
  cancelReasonSlot: null,
  answers: [],
  location: null,
  client: { name: "Ann", phone: null, email: null, telegramUsername: null, telegramLink: null },
  ...data,
});

function calendarEntry(booking: AdminBooking) {
  const { id, expertId, serviceId, serviceName, userId, status, noShow, date, startTime, endTime, answers } = booking;
  return { id, expertId, serviceId, serviceName, userId, clientName: booking.userName, status, noShow, date, startTime, endTime, answers };
}

/** The list and the week's calendar both holding `bookings`, with no free time. */
function todayHandlers(bookings: AdminBooking[]) {
  return {
    "bookings.available": () => ({ timeZone: "Europe/Moscow", days: [] }),
    "admin.bookings.list": () => bookings,
    "admin.bookings.calendar": (input: unknown) => ({
      ...(input as { from: string; to: string }),
      timeZone: "Europe/Moscow",
      experts: [],
      bookings: bookings.map(calendarEntry),
      free: [],
    }),
  };
}

it("confirms a pending booking in one tap and lists the day in time order with its free time", async () => {
  const bookings = [
    listed({ id: "late", userName: "Boris", startTime: "15:00", endTime: "15:30", status: "CONFIRMED" }),
    listed({ id: "early", userName: "Ann" }),
    listed({ id: "next", userName: "Vera", date: "2026-12-01", startTime: "11:00", endTime: "11:30", status: "PENDING" }),
  ];
  const setStatus = vi.fn(() => ({ ok: true }));
  const view = await renderWithApi(<TodaySection slug="studio" />, {
    handlers: {
      "bookings.available": () => ({ timeZone: "Europe/Moscow", days: [] }),
      "admin.bookings.list": () => bookings,
      "admin.bookings.calendar": (input) => ({
        ...(input as { from: string; to: string }),
        timeZone: "Europe/Moscow",
        experts: [],
        bookings: [bookings[1], bookings[0], bookings[2]].map((b) => calendarEntry(b!)),
        free: [
          { id: "f1", expertId: "e", date: TODAY, startTime: "12:00", endTime: "12:30" },
          { id: "f2", expertId: "e", date: TODAY, startTime: "12:30", endTime: "13:00" },
          { id: "f3", expertId: "e", date: "2026-12-01", startTime: "09:00", endTime: "09:30" },
        ],
      }),
      "admin.bookings.setStatus": setStatus,
    },
  });

  const pending = await screen.findByTestId("today-pending");
  await waitFor(() => expect(within(pending).getAllByTestId("today-pending-item")).toHaveLength(2));
  // Soonest first: today's 09:30 before tomorrow's.
  expect(
    within(pending)
      .getAllByTestId("today-pending-item")
      .map((item) => item.dataset.bookingId),
  ).toEqual(["early", "next"]);

  const today = screen.getByTestId("today-bookings");
  expect(
    within(today)
      .getAllByTestId("today-booking")
      .map((line) => line.dataset.bookingId),
  ).toEqual(["early", "late"]);
  expect(screen.getByTestId("today-free").textContent).toContain("12:00");
  expect(screen.getAllByTestId("today-free-range")).toHaveLength(1);
  expect(
    within(screen.getByTestId("today-next"))
      .getAllByTestId("today-booking")
      .map((l) => l.dataset.bookingId),
  ).toEqual(["next"]);

  fireEvent.click(within(pending).getAllByTestId("today-confirm")[0]!);
  await waitFor(() => expect(view.callsTo("admin.bookings.setStatus")).toHaveLength(1));
  expect(view.callsTo("admin.bookings.setStatus")[0]!.input).toEqual({ id: "early", status: "CONFIRMED" });
  // One action: no question was asked.
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(screen.queryByRole("alertdialog")).toBeNull();
});

it("still asks before cancelling from a booking's actions", async () => {
  const bookings = [listed({ id: "b1", status: "CONFIRMED" })];
  const view = await renderWithApi(<TodaySection slug="studio" />, {
    handlers: todayHandlers(bookings),
  });
  fireEvent.click(await screen.findByTestId("today-booking"));
  const dialog = await screen.findByTestId("desk-booking-dialog");
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(await screen.findByRole("alertdialog")).toBeTruthy();
  expect(view.callsTo("admin.bookings.cancel")).toHaveLength(0);
});

it("shows the customer's answers to the service's questions in the booking's dialog (issue 31.1)", async () => {
  const answers = [
    { id: "goal", kind: "shortText" as const, label: { ru: "Цель", en: "Goal" }, value: "A new job" },
    { id: "first", kind: "checkbox" as const, label: { ru: "Впервые", en: "First visit" }, value: true },
  ];
  const bookings = [listed({ id: "b1", status: "CONFIRMED", answers })];
  await renderWithApi(<TodaySection slug="studio" />, {
    handlers: todayHandlers(bookings),
  });
  fireEvent.click(await screen.findByTestId("today-booking"));
  const shown = within(await screen.findByTestId("desk-booking-dialog")).getByTestId("booking-answers");
  expect(shown.textContent).toContain("Goal");
  expect(shown.textContent).toContain("A new job");
  expect(shown.textContent).toContain("First visit");
});
