// Issue 26.4: the one Schedule area never shows an unsaved template as in force. A new page reads
// "No working hours yet" over the suggested week, marked a draft; saved hours read "in force", and
// an edit says customers still see the saved hours until Save (or Discard). Save first asks the
// server what it would remove and which bookings stay outside, shows it, and saves on confirmation;
// with nothing to remove it saves at once. The flagged bookings stay listed after the save.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi, type Handlers } from "../ui/test-api.tsx";
import { ScheduleTab } from "./ScheduleTab.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });
afterEach(cleanup);

const DAY = { start: "09:00", end: "18:00", breaks: [{ start: "13:00", end: "14:00" }] };
const SAVED = {
  expertId: "e-1",
  configured: true,
  weekly: [DAY, DAY, DAY, DAY, DAY, null, null],
  overrides: [],
  filledThrough: "2026-08-14",
};
const FLAGGED = {
  bookingId: "b-1",
  status: "CONFIRMED",
  date: "2026-06-16",
  startTime: "13:00",
  endTime: "14:00",
  serviceName: "Massage",
  clientName: "Vera",
};

async function renderArea(stored: object, extra: Handlers = {}) {
  const api = await renderWithApi(<ScheduleTab />, {
    handlers: {
      "admin.schedule.get": () => stored,
      "admin.schedule.save": (input) => ({
        result: { created: 10, removed: 19, kept: 0, skipped: 0, flagged: [FLAGGED] },
        schedule: { ...SAVED, ...(input as object) },
      }),
      "admin.schedule.preview": () => ({ removed: [], flagged: [] }),
      "admin.experts.list": () => [],
      "admin.bookingPolicy.get": () => ({ minNoticeMinutes: 0, bufferMinutes: 0, maxPendingPerCustomer: 3 }),
      ...extra,
    },
  });
  await screen.findByTestId("schedule-tab");
  return api;
}
const status = () => screen.getByTestId("schedule-status");

describe("one Schedule area", () => {
  it("a new page sees no working hours, the suggested week as a draft, and links to every part", async () => {
    await renderArea({
      expertId: "e-1",
      configured: false,
      weekly: [null, null, null, null, null, null, null],
      overrides: [],
      filledThrough: null,
    });
    expect(status().dataset.state).toBe("draft");
    expect(status().textContent).toContain("No working hours yet");
    expect(status().textContent).toContain("not in force until saved");
    expect(screen.getByTestId("schedule-draft").textContent).toBe("Draft, not saved");
    expect(document.querySelector('[data-weekday="mon"]')!.textContent).toContain("09:00–18:00 · break 13:00–14:00");
    // Nothing to apply before anything is saved.
    expect(screen.queryByRole("button", { name: "Apply now" })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Parts of the schedule" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Hours", "Exceptions", "Rules", "By hand"]);
  });

  it("saved hours are in force; an edit is unsaved until Discard brings the saved hours back", async () => {
    await renderArea(SAVED);
    expect(status().dataset.state).toBe("in-force");
    expect(screen.queryByTestId("schedule-draft")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "Saturday: Working day" }));
    expect(status().dataset.state).toBe("unsaved");
    expect(status().textContent).toContain("customers still see the saved hours");
    fireEvent.click(within(status()).getByRole("button", { name: "Discard changes" }));
    expect(status().dataset.state).toBe("in-force");
    expect(document.querySelector('[data-weekday="sat"]')!.textContent).toContain("Day off");
  });

  it("Save shows what goes and which bookings stay outside, saves on confirmation, and keeps the flagged bookings listed", async () => {
    const api = await renderArea(SAVED, {
      "admin.schedule.preview": () => ({
        removed: [
          { date: "2026-06-16", startTime: "09:00", endTime: "18:00", slots: 18 },
          { date: "2026-06-15", startTime: "13:00", endTime: "13:30", slots: 1 },
        ],
        flagged: [FLAGGED],
      }),
    });
    fireEvent.click(screen.getByRole("switch", { name: "Tuesday: Working day" }));
    fireEvent.click(screen.getByRole("button", { name: "Save working hours" }));
    await settle();
    const dialog = screen.getByTestId("schedule-preview");
    expect(within(dialog).getByText("Free times outside the new hours will be removed (19):")).toBeTruthy();
    expect(within(dialog).getByTestId("schedule-preview-removed").textContent).toContain("Tue, Jun 16, 9:00 AM–6:00 PM");
    expect(within(dialog).getByTestId("schedule-preview-flagged").textContent).toBe("Tue, Jun 16, 1:00 PM–2:00 PM · Vera · Massage");
    expect(api.callsTo("admin.schedule.save")).toHaveLength(0);
    expect((api.callsTo("admin.schedule.preview")[0]!.input as { weekly: unknown[] }).weekly[1]).toBeNull();
    fireEvent.click(within(dialog).getByTestId("schedule-preview-save"));
    await settle();
    expect(api.callsTo("admin.schedule.save")).toHaveLength(1);
    expect(screen.queryByTestId("schedule-preview")).toBeNull();
    expect(screen.getByTestId("schedule-result").textContent).toBe("Working hours saved: 10 times added, 19 removed.");
    expect(screen.getByTestId("schedule-flagged").textContent).toContain("Vera · Massage");
  });

  it("with nothing outside the new hours, Save saves at once", async () => {
    const api = await renderArea(SAVED);
    fireEvent.click(screen.getByRole("switch", { name: "Saturday: Working day" }));
    fireEvent.click(screen.getByRole("button", { name: "Save working hours" }));
    await settle();
    expect(screen.queryByTestId("schedule-preview")).toBeNull();
    expect(api.callsTo("admin.schedule.preview")).toHaveLength(1);
    expect(api.callsTo("admin.schedule.save")).toHaveLength(1);
  });
});
