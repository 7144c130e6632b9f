// Issue 15.3: minimum notice, buffer and the open-bookings cap are edited on the schedule tab; a value
// out of range is named under its field before anything is sent, and a value the server refuses is
// named under its field in the reader's language.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../ui/test-api.tsx";
import { BookingRulesForm } from "./BookingRulesForm.tsx";

const STORED = { maxPendingPerCustomer: 3, minNoticeMinutes: 120, bufferMinutes: 15, selfCancelHours: null, selfMoveHours: 24 };
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The rules are folded to a summary line until "Change" is tapped. */
async function unfold(change = "Change") {
  fireEvent.click(await screen.findByRole("button", { name: change }));
}

afterEach(cleanup);

describe("booking rules form", () => {
  it("shows the stored rules folded into one line until Change opens the form", async () => {
    await renderWithApi(<BookingRulesForm />, { handlers: { "admin.bookingPolicy.get": () => STORED }, language: "ru" });
    expect((await screen.findByTestId("booking-rules-summary")).textContent).toBe(
      "Заранее, мин: 120 · Перерыв, мин: 15 · Лимит ожидающих: 3 · Отмена онлайн, ч: выкл. · Перенос онлайн, ч: 24",
    );
    expect(screen.queryByLabelText("Заранее, мин")).toBeNull();
    await unfold("Изменить");
    expect(input("Заранее, мин").value).toBe("120");
    expect(screen.queryByTestId("booking-rules-summary")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Свернуть" }));
    expect(screen.queryByLabelText("Заранее, мин")).toBeNull();
  });

  it("shows the stored rules with their spans and saves the edited ones as numbers", async () => {
    const api = await renderWithApi(<BookingRulesForm />, {
      handlers: { "admin.bookingPolicy.get": () => STORED, "admin.bookingPolicy.set": (change) => ({ ...STORED, ...(change as object) }) },
    });
    await unfold();
    expect(input("Notice, min").value).toBe("120");
    expect(screen.getByTestId("booking-rules").textContent).toContain("(2 h)");
    fireEvent.change(input("Buffer, min"), { target: { value: "90" } });
    expect(screen.getByTestId("booking-rules").textContent).toContain("(1 h 30 min)");
    fireEvent.click(screen.getByRole("button", { name: "Save rules" }));
    await settle();
    expect(api.callsTo("admin.bookingPolicy.set").map((call) => call.input)).toEqual([
      { minNoticeMinutes: 120, bufferMinutes: 90, maxPendingPerCustomer: 3, selfCancelHours: null, selfMoveHours: 24 },
    ]);
    expect(await screen.findByText("Booking rules saved")).toBeTruthy();
  });

  it("names a value out of range under its field and sends nothing", async () => {
    const api = await renderWithApi(<BookingRulesForm />, { handlers: { "admin.bookingPolicy.get": () => STORED }, language: "ru" });
    await unfold("Изменить");
    fireEvent.change(input("Перерыв, мин"), { target: { value: "721" } });
    fireEvent.change(input("Заранее, мин"), { target: { value: "-5" } });
    fireEvent.click(screen.getByRole("button", { name: "Сохранить правила" }));
    await settle();
    expect(screen.getAllByText("Введите целое число от 0 до 720")).toHaveLength(1);
    expect(screen.getAllByText("Введите целое число от 0 до 10080")).toHaveLength(1);
    expect(input("Перерыв, мин").getAttribute("aria-invalid")).toBe("true");
    expect(api.callsTo("admin.bookingPolicy.set")).toHaveLength(0);
  });

  it("puts the server's refusal of a field under that field, translated", async () => {
    await renderWithApi(<BookingRulesForm />, {
      handlers: {
        "admin.bookingPolicy.get": () => STORED,
        "admin.bookingPolicy.set": () => {
          throw apiFailure("VALIDATION_ERROR", 400, "bufferMinutes: Too big", "bufferMinutes");
        },
      },
    });
    await unfold();
    fireEvent.click(screen.getByRole("button", { name: "Save rules" }));
    await settle();
    expect(input("Buffer, min").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(/Too big/)).toBeNull();
  });

  it("turns customers' own cancelling and moving on with hours before the start, and off with an empty field (issue 25.4)", async () => {
    const api = await renderWithApi(<BookingRulesForm />, {
      handlers: { "admin.bookingPolicy.get": () => STORED, "admin.bookingPolicy.set": (change) => ({ ...STORED, ...(change as object) }) },
    });
    await unfold();
    expect(input("Cancel online, h").value).toBe("");
    expect(input("Move online, h").value).toBe("24");
    fireEvent.change(input("Cancel online, h"), { target: { value: "721" } });
    fireEvent.click(screen.getByRole("button", { name: "Save rules" }));
    await settle();
    expect(screen.getByText("Enter a whole number from 0 to 720, or leave it empty")).toBeTruthy();
    expect(api.callsTo("admin.bookingPolicy.set")).toHaveLength(0);
    fireEvent.change(input("Cancel online, h"), { target: { value: "12" } });
    fireEvent.change(input("Move online, h"), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Save rules" }));
    await settle();
    expect(api.callsTo("admin.bookingPolicy.set").map((call) => call.input)).toEqual([
      { minNoticeMinutes: 120, bufferMinutes: 15, maxPendingPerCustomer: 3, selfCancelHours: 12, selfMoveHours: null },
    ]);
  });
});
