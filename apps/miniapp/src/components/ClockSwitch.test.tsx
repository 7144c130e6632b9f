// Issue 31.5 on screen: with the device in Berlin and the business in Moscow, the booking summary and
// the free times offer the customer's clock, name both zones, convert on a switch and remember it;
// with the device in Moscow nothing is offered.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Slot } from "../data/api-types.ts";
import { appStorage, STORAGE_KEYS } from "../lib/storage.ts";
import { SlotPicker } from "../screens/booking/SlotPicker.tsx";
import { renderWithApi } from "../screens/admin/ui/test-api.tsx";
import { useCustomerClock } from "../tenant/customer-clock.ts";
import { BookingSummary } from "./BookingSummary.tsx";

const realResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
function deviceIn(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realResolvedOptions.call(this), timeZone };
  });
}

beforeEach(() => appStorage.removeItem(STORAGE_KEYS.clockChoice));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const booking = {
  id: "b1",
  serviceName: "Consultation",
  status: "CONFIRMED" as const,
  date: "2026-11-22",
  startTime: "23:30",
  endTime: "24:00",
};

function Slots({ slots }: { slots: Slot[] }) {
  const clock = useCustomerClock("Europe/Moscow");
  return <SlotPicker slots={slots} selectedId={null} clock={clock} onSelect={() => undefined} />;
}

describe("the customer's own clock", () => {
  it("shows the business's time by default, the device's on a switch, with both zones named, and remembers it", async () => {
    deviceIn("Europe/Berlin");
    await renderWithApi(<BookingSummary booking={booking} timeZone="Europe/Moscow" testId="summary" />, { handlers: {} });
    expect(screen.getByTestId("summary-when").textContent).toBe("Sunday, November 22, 2026, 11:30 PM–12:00 AM");
    expect(screen.getByTestId("clock-business").textContent).toBe("Business time (Europe/Moscow)");
    expect(screen.getByTestId("clock-business").getAttribute("aria-pressed")).toBe("true");

    expect(screen.getByTestId("clock-device").textContent).toBe("Your time (Europe/Berlin)");
    fireEvent.click(screen.getByTestId("clock-device"));
    expect(screen.getByTestId("summary-when").textContent).toBe("Sunday, November 22, 2026, 9:30 PM–10:00 PM");
    expect(screen.getByTestId("summary-zone").textContent).toContain("Central European");
    expect(appStorage.getItem(STORAGE_KEYS.clockChoice)).toBe("device");
  });

  it("in Russian, puts an early morning in Moscow on the previous day in Berlin, in the slots too", async () => {
    deviceIn("Europe/Berlin");
    appStorage.setItem(STORAGE_KEYS.clockChoice, "device");
    const slots = [
      { id: "s1", date: "2026-11-22", startTime: "01:00", endTime: "02:00" },
      { id: "s2", date: "2026-11-22", startTime: "10:00", endTime: "11:00" },
    ] as Slot[];
    await renderWithApi(
      <>
        <BookingSummary booking={{ ...booking, startTime: "01:00", endTime: "02:00" }} timeZone="Europe/Moscow" testId="summary" />
        <Slots slots={slots} />
      </>,
      { handlers: {}, language: "ru" },
    );
    expect(screen.getByTestId("summary-when").textContent).toBe("суббота, 21 ноября 2026 г., 23:00–00:00");
    expect(screen.getByTestId("clock-device").textContent).toBe("Ваше время (Europe/Berlin)");
    expect(screen.getAllByTestId("slot").map((slot) => slot.textContent)).toEqual(["23:0021 нояб.", "08:00"]);

    expect(screen.getByTestId("clock-business").textContent).toBe("Время заведения (Europe/Moscow)");
    fireEvent.click(screen.getByTestId("clock-business"));
    expect(screen.getByTestId("summary-when").textContent).toBe("воскресенье, 22 ноября 2026 г., 01:00–02:00");
    expect(screen.getAllByTestId("slot").map((slot) => slot.textContent)).toEqual(["01:00", "10:00"]);
  });

  it("offers no switch and changes nothing when the device is in the business's zone", async () => {
    deviceIn("Europe/Moscow");
    appStorage.setItem(STORAGE_KEYS.clockChoice, "device");
    await renderWithApi(<BookingSummary booking={booking} timeZone="Europe/Moscow" testId="summary" />, { handlers: {} });
    expect(screen.queryByTestId("clock-switch")).toBeNull();
    expect(screen.getByTestId("summary-when").textContent).toBe("Sunday, November 22, 2026, 11:30 PM–12:00 AM");
  });
});
