import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { AppRoot } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppI18n } from "../../i18n.ts";
import { BookingCalendar } from "./BookingCalendar.tsx";
import { bookingWindow, monthOf, type BookingWindow } from "./calendar.ts";

/** The screen's part: it owns the shown month. */
function Shown({
  window,
  onSelect,
  availableDates,
}: {
  window: BookingWindow;
  onSelect(date: string): void;
  availableDates?: ReadonlySet<string>;
}) {
  const [month, setMonth] = useState(() => monthOf(window.today));
  return (
    <BookingCalendar window={window} month={month} onMonth={setMonth} availableDates={availableDates} selected={null} onSelect={onSelect} />
  );
}

afterEach(cleanup);

async function renderCalendar(
  language: "ru" | "en",
  onSelect = vi.fn(),
  availableDates: ReadonlySet<string> | null = new Set(["2026-11-24"]),
) {
  const i18n = await createAppI18n({ storage: { getItem: () => language } });
  const window = bookingWindow("2026-11-22");
  render(
    <I18nextProvider i18n={i18n}>
      <AppRoot>
        <Shown window={window} availableDates={availableDates ?? undefined} onSelect={onSelect} />
      </AppRoot>
    </I18nextProvider>,
  );
  return onSelect;
}

function day(date: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
  if (!button) throw new Error(`no day ${date}`);
  return button;
}

describe("booking calendar", () => {
  it("starts weeks on Monday in Russian and on Sunday in English", async () => {
    await renderCalendar("ru");
    expect(screen.getAllByRole("columnheader")[0]?.textContent).toBe("пн");
    cleanup();
    await renderCalendar("en");
    expect(screen.getAllByRole("columnheader")[0]?.textContent).toBe("Sun");
  });

  it("disables past days and colours available and unavailable days", async () => {
    const onSelect = await renderCalendar("en");
    expect(day("2026-11-21").disabled).toBe(true);
    expect(day("2026-11-24").dataset.state).toBe("available");
    expect(day("2026-11-23").dataset.state).toBe("unavailable");
    fireEvent.click(day("2026-11-21"));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(day("2026-11-24"));
    expect(onSelect).toHaveBeenCalledWith("2026-11-24");
  });

  it("navigates months only inside the 60-day window", async () => {
    await renderCalendar("en");
    const previous = screen.getByRole("button", { name: "Previous month" });
    const next = screen.getByRole("button", { name: "Next month" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByText("January 2027")).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(day("2027-01-21").dataset.state).toBe("unavailable");
    expect(day("2027-01-22").disabled).toBe(true);
  });

  it("waits with the window's days disabled while the month's summary loads, in six rows", async () => {
    const onSelect = await renderCalendar("en", vi.fn(), null);
    expect(day("2026-11-24").disabled).toBe(true);
    expect(day("2026-11-24").dataset.state).toBe("loading");
    expect(day("2026-11-21").dataset.state).toBe("past");
    fireEvent.click(day("2026-11-24"));
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.querySelector('[role="grid"]')?.getAttribute("aria-busy")).toBe("true");
    expect(document.querySelectorAll('[role="grid"] [role="row"]')).toHaveLength(7);
  });
});
