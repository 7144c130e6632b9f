// The create mode as a whole: past days disabled on the calendar, a quick pick fills the list of
// selected days, custom hours travel with the request, and the validation messages of spec §5
// (selectAtLeastOneDate, selectBothDates) stop a request from being sent.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../ui/test-api.tsx";
import { CreateAvailability } from "./CreateAvailability.tsx";
import { selectionWindow } from "./date-selection.ts";

afterEach(cleanup);

const handlers = { "admin.availability.generate": () => ({ created: 28, skipped: 0 }) };

function day(date: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`[data-testid="availability-calendar"] [data-date="${date}"]`);
  if (!button) throw new Error(`no day ${date}`);
  return button;
}

function selectedDays(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="selected-days"] li')].map((item) => item.dataset.date ?? "");
}

describe("availability create mode", () => {
  it("disables past days, toggles days, and sends the next 7 days with custom hours", async () => {
    const api = await renderWithApi(<CreateAvailability window={selectionWindow("2026-11-22")} />, { handlers });
    expect(day("2026-11-21").disabled).toBe(true);
    expect(day("2026-11-22").disabled).toBe(false);
    fireEvent.click(day("2026-11-21"));
    expect(selectedDays()).toEqual([]);
    fireEvent.click(day("2026-11-25"));
    fireEvent.click(day("2026-11-23"));
    expect(selectedDays()).toEqual(["2026-11-23", "2026-11-25"]);
    expect(day("2026-11-23").getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Next 7 days" }));
    expect(selectedDays()).toEqual(["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"]);
    expect(screen.getByTestId("default-hours").textContent).toBe("9:00 AM to 6:00 PM");
    fireEvent.click(screen.getByLabelText("Custom working hours"));
    fireEvent.change(screen.getByLabelText("Start time"), { target: { value: "10:00" } });
    fireEvent.change(screen.getByLabelText("End time"), { target: { value: "12:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Create slots" }));
    await waitFor(() => expect(api.callsTo("admin.availability.generate")).toHaveLength(1));
    expect(api.callsTo("admin.availability.generate")[0]?.input).toEqual({
      dates: ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"],
      startTime: "10:00",
      endTime: "12:00",
    });
    await screen.findByText("Slots created: 28, skipped: 0");
    await waitFor(() => expect(selectedDays()).toEqual([]));
  });

  it("refuses to create without a day, and applies a range only with both dates", async () => {
    const api = await renderWithApi(<CreateAvailability window={selectionWindow("2026-11-22")} />, { handlers });
    fireEvent.click(screen.getByRole("button", { name: "Create slots" }));
    await screen.findByText("Please select at least one date");

    fireEvent.click(screen.getByRole("radio", { name: "Date range" }));
    const start = screen.getByLabelText("Start date") as HTMLInputElement;
    expect(start.min).toBe("2026-11-22");
    fireEvent.change(start, { target: { value: "2026-11-29" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByText("Please select both a start and an end date");
    expect((screen.getByLabelText("End date") as HTMLInputElement).min).toBe("2026-11-29");
    fireEvent.change(screen.getByLabelText("End date"), { target: { value: "2026-12-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(selectedDays()).toEqual(["2026-11-29", "2026-11-30", "2026-12-01"]);
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(selectedDays()).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it("says so when nothing was created because existing slots cover the times", async () => {
    const nothingNew = { "admin.availability.generate": () => ({ created: 0, skipped: 18 }) };
    const api = await renderWithApi(<CreateAvailability window={selectionWindow("2026-11-22")} />, { handlers: nothingNew });
    fireEvent.click(day("2026-11-23"));
    fireEvent.click(screen.getByRole("button", { name: "Create slots" }));
    await waitFor(() => expect(api.callsTo("admin.availability.generate")).toHaveLength(1));
    expect((await screen.findByRole("alert")).textContent).toContain("0 slots created, 18 skipped");
    expect(screen.queryByText(/Slots created/)).toBeNull();
  });

  it("stops custom hours off the half-hour grid before sending", async () => {
    const api = await renderWithApi(<CreateAvailability window={selectionWindow("2026-11-22")} />, { handlers });
    fireEvent.click(day("2026-11-23"));
    fireEvent.click(screen.getByLabelText("Custom working hours"));
    fireEvent.change(screen.getByLabelText("Start time"), { target: { value: "10:15" } });
    fireEvent.change(screen.getByLabelText("End time"), { target: { value: "12:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Create slots" }));
    await screen.findByText("Start and end times must be on the half hour (for example 10:00 or 10:30)");
    expect(api.calls).toEqual([]);
  });
});
