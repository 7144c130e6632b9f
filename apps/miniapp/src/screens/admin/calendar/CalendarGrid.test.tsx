// Issue 26.3 on the fixed test clock (Monday 2026-06-15, 12:00 in Moscow): the week is a time grid
// whose blocks are as tall as the bookings are long, today's past is dimmed up to the "now" line,
// a tapped free time opens the phone-in dialog on that day and time, and a day of a page with
// several experts has a column per expert.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../ui/test-api.tsx";
import { CalendarGrid } from "./CalendarGrid.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });
afterEach(cleanup);

const EVA = { id: "e-1", name: "Eva" };
const MAX = { id: "e-2", name: "Max" };
const booking = (id: string, date: string, startTime: string, endTime: string, expertId = EVA.id) => ({
  id,
  expertId,
  serviceId: "s1",
  serviceName: "Massage",
  userId: "u1",
  clientName: `Client ${id}`,
  status: "PENDING" as const,
  noShow: false,
  date,
  startTime,
  endTime,
});
const free = (id: string, date: string, startTime: string, endTime: string, expertId = EVA.id) => ({
  id,
  expertId,
  date,
  startTime,
  endTime,
});

function renderGrid(mode: "day" | "week", calendar: { experts: { id: string; name: string }[]; bookings: unknown[]; free: unknown[] }) {
  return renderWithApi(<CalendarGrid mode={mode} onReschedule={() => {}} />, {
    handlers: {
      "bookings.available": () => ({ from: "2026-06-15", to: "2026-06-15", timeZone: "Europe/Moscow", days: [] }),
      "admin.bookings.calendar": (input) => ({ ...(input as object), timeZone: "Europe/Moscow", ...calendar }),
      "admin.waitlist.list": () => [],
      "admin.services.list": () => [{ id: "s1", name: "Massage", isActive: true, durationMinutes: 60, price: 0 }],
      "bookings.availableTimes": () => ({
        date: "2026-06-17",
        slots: [{ id: "f-3", startTime: "14:00", endTime: "15:00", isBooked: false }],
      }),
    },
  });
}

describe("calendar time grid", () => {
  it("sizes blocks by duration, dims today's past up to now, and lists the free starts", async () => {
    await renderGrid("week", {
      experts: [EVA],
      bookings: [booking("b-1", "2026-06-16", "10:00", "11:30"), booking("b-2", "2026-06-16", "11:00", "11:30")],
      free: [
        free("f-1", "2026-06-15", "15:00", "15:30"),
        free("f-2", "2026-06-15", "15:30", "16:00"),
        free("f-3", "2026-06-17", "14:00", "14:30"),
      ],
    });
    await settle();
    expect(document.querySelectorAll(".cal-col")).toHaveLength(7);
    const long = document.querySelector('[data-booking-id="b-1"]') as HTMLElement;
    const short = document.querySelector('[data-booking-id="b-2"]') as HTMLElement;
    // 56 px an hour from 09:00: 10:00-11:30 starts at 56 px and is 84 px tall; 11:00 overlaps it, side by side.
    expect([long.style.top, long.style.height, long.style.width]).toEqual(["56px", "84px", "50%"]);
    expect([short.style.top, short.style.height, short.style.left]).toEqual(["112px", "28px", "50%"]);
    expect(long.getAttribute("title")).toBe("10:00 AM–11:30 AM · Client b-1 · Massage · Pending");
    // Today (Monday) is dimmed from 09:00 to now (12:00): 168 px, where the "now" line sits.
    const today = document.querySelector('.cal-col[data-date="2026-06-15"]') as HTMLElement;
    expect((today.querySelector(".cal-col__past") as HTMLElement).style.height).toBe("168px");
    expect((today.querySelector(".cal-col__now") as HTMLElement).style.top).toBe("168px");
    expect(document.querySelector('.cal-col[data-date="2026-06-16"] .cal-col__past')).toBeNull();
    // Two adjacent free slots read as one free band, each start its own button.
    expect(today.querySelectorAll(".cal-free")).toHaveLength(1);
    expect(
      within(today)
        .getAllByRole("button", { name: /: free, book a client$/ })
        .map((button) => button.dataset.time),
    ).toEqual(["15:00", "15:30"]);
  });

  it("a tapped free time opens the phone-in booking on that day with that start chosen", async () => {
    const api = await renderGrid("week", { experts: [EVA], bookings: [], free: [free("f-3", "2026-06-17", "14:00", "15:00")] });
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Wed, Jun 17, 2:00 PM: free, book a client" }));
    await settle();
    const dialog = screen.getByTestId("phone-in-dialog");
    expect((within(dialog).getByLabelText("Date") as HTMLInputElement).value).toBe("2026-06-17");
    expect(within(dialog).getByRole("radio", { name: "2:00 PM" }).getAttribute("aria-checked")).toBe("true");
    // One expert: the customers' own call, without naming one.
    expect(api.callsTo("bookings.availableTimes").at(-1)!.input).toEqual({ date: "2026-06-17", serviceId: "s1" });
  });

  it("a week of several experts shows one free button per start (not stacked), booked with that expert's times", async () => {
    const api = await renderGrid("week", {
      experts: [EVA, MAX],
      bookings: [],
      free: [free("f-eva", "2026-06-17", "14:00", "14:30", EVA.id), free("f-max", "2026-06-17", "14:00", "14:30", MAX.id)],
    });
    await settle();
    const wednesday = document.querySelector('.cal-col[data-date="2026-06-17"]') as HTMLElement;
    expect(
      within(wednesday)
        .getAllByTestId("grid-free")
        .map((button) => button.dataset.time),
    ).toEqual(["14:00"]);
    fireEvent.click(within(wednesday).getByTestId("grid-free"));
    await settle();
    expect(api.callsTo("bookings.availableTimes").at(-1)!.input).toEqual({ date: "2026-06-17", serviceId: "s1", expertId: EVA.id });
  });

  it("a day on a page with several experts has a column per expert, each with its own bookings", async () => {
    await renderGrid("day", {
      experts: [EVA, MAX],
      bookings: [booking("b-eva", "2026-06-15", "13:00", "14:00", EVA.id), booking("b-max", "2026-06-15", "13:00", "14:00", MAX.id)],
      free: [],
    });
    await settle();
    const columns = [...document.querySelectorAll(".cal-col")] as HTMLElement[];
    expect(columns.map((column) => column.getAttribute("aria-label"))).toEqual(["Eva, Mon, June 15", "Max, Mon, June 15"]);
    expect(columns[0]!.querySelector('[data-booking-id="b-eva"]')).not.toBeNull();
    expect(columns[1]!.querySelector('[data-booking-id="b-max"]')).not.toBeNull();
  });
});
