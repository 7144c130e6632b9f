// Issue 15.3/15.12: the weekly schedule on a phone is one compact row per day; one day's editor is
// open at a time; "Same hours Mon–Fri" fills the working week; a day's mistake is flagged in its
// row and, on Save, its day opens with the error on the field and nothing is sent.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../ui/test-api.tsx";
import { OwnScheduleTab } from "./ScheduleTab.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });
const RESULT = { created: 1, removed: 0, kept: 0, skipped: 0, flagged: [] };
const row = (weekday: string) => document.querySelector(`[data-weekday="${weekday}"]`) as HTMLElement;
const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement | null;
const openDay = (name: RegExp) => fireEvent.click(screen.getByRole("button", { name }));

afterEach(cleanup);

async function renderSchedule() {
  const api = await renderWithApi(<OwnScheduleTab />, {
    handlers: {
      "expert.schedule.get": () => ({ configured: false, weekly: [null, null, null, null, null, null, null], overrides: [] }),
      "expert.schedule.save": (input) => ({ result: RESULT, schedule: { configured: true, ...(input as object) } }),
      "expert.schedule.preview": () => ({ removed: [], flagged: [] }),
    },
  });
  await screen.findByTestId("schedule-tab");
  return api;
}

describe("weekly schedule editor", () => {
  it("shows each day as one collapsed row and opens one day's editor at a time", async () => {
    await renderSchedule();
    expect(row("mon").textContent).toContain("09:00–18:00 · break 13:00–14:00");
    expect(row("sat").textContent).toContain("Day off");
    expect(document.querySelectorAll('input[type="time"]')).toHaveLength(0);
    openDay(/^Monday/);
    expect(field("mon-start")!.value).toBe("09:00");
    expect(screen.getByRole("button", { name: /^Monday/ }).getAttribute("aria-expanded")).toBe("true");
    openDay(/^Tuesday/);
    expect(field("mon-start")).toBeNull();
    expect(field("tue-end")!.value).toBe("18:00");
    // A day off has nothing to open; its switch turns it into a working day.
    expect(within(row("sat")).queryByRole("button")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "Saturday: Working day" }));
    expect(row("sat").textContent).toContain("09:00–18:00 · break 13:00–14:00");
  });

  it("copies one day's hours to Monday–Friday in one tap and saves them", async () => {
    const api = await renderSchedule();
    openDay(/^Wednesday/);
    fireEvent.change(field("wed-end")!, { target: { value: "16:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove break" }));
    fireEvent.click(screen.getByRole("button", { name: "Same hours Mon–Fri" }));
    for (const weekday of ["mon", "tue", "thu", "fri"]) expect(row(weekday).textContent).toContain("09:00–16:00");
    expect(row("sat").textContent).toContain("Day off");
    fireEvent.click(screen.getByRole("button", { name: "Save working hours" }));
    await settle();
    const day = { start: "09:00", end: "16:00", breaks: [] };
    expect(api.callsTo("expert.schedule.save").map((call) => call.input)).toEqual([
      { weekly: [day, day, day, day, day, null, null], overrides: [] },
    ]);
  });

  it("flags a mistake in its collapsed row and, on Save, opens that day with the error on the field", async () => {
    const api = await renderSchedule();
    openDay(/^Thursday/);
    fireEvent.change(field("thu-break-0-end")!, { target: { value: "19:00" } });
    expect(field("thu-break-0-start")!.getAttribute("aria-invalid")).toBe("true");
    openDay(/^Thursday/); // collapse it again
    expect(row("thu").getAttribute("data-invalid")).toBe("true");
    expect(row("thu").textContent).toContain("A break must lie within the day's working hours");
    fireEvent.click(screen.getByRole("button", { name: "Save working hours" }));
    await settle();
    const start = field("thu-break-0-start")!;
    expect(start.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(start.getAttribute("aria-describedby")!)!.textContent).toBe(
      "A break must lie within the day's working hours",
    );
    expect(api.callsTo("expert.schedule.save")).toHaveLength(0);
  });

  it("adds an exception with special hours open for editing, and removes it", async () => {
    const api = await renderSchedule();
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2030-03-05" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Day off" }));
    fireEvent.click(screen.getByRole("button", { name: "Add exception" }));
    const exception = document.querySelector('[data-date="2030-03-05"]') as HTMLElement;
    fireEvent.change(field("override-2030-03-05-end")!, { target: { value: "12:00" } });
    expect(exception.textContent).toContain("09:00–12:00");
    fireEvent.click(screen.getByRole("button", { name: "Save working hours" }));
    await settle();
    expect((api.callsTo("expert.schedule.save")[0]!.input as { overrides: unknown }).overrides).toEqual([
      { date: "2030-03-05", hours: { start: "09:00", end: "12:00", breaks: [] } },
    ]);
    fireEvent.click(within(exception).getByRole("button", { name: /^Remove:/ }));
    expect(document.querySelector('[data-date="2030-03-05"]')).toBeNull();
  });
});
