// Spec §9 with ARCHITECTURE.md, Time: the calendar is the tenant's calendar. When the browser's date is not the
// tenant's (late evening in one zone is already tomorrow in another), today and the 60-day window
// follow the tenant's zone, which the availability answer names.
import { AppRoot } from "@telegram-apps/telegram-ui";
import { cleanup, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays } from "@booking/contracts/civil-date";
import { createAppI18n } from "../../i18n.ts";
import { DateAndTime } from "./BookingScreen.tsx";
import { monthOf, todayIn } from "./calendar.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = new Date("2026-11-22T12:30:00Z");
// One of the two zones furthest from UTC is on another date than the browser, whatever its zone.
const TENANT_ZONE = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((zone) => todayIn(zone, NOW) !== todayIn(undefined, NOW))!;

function day(date: string): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
}

describe("booking calendar window", () => {
  it("starts on the tenant's today, not the browser's", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    const tenantToday = todayIn(TENANT_ZONE, NOW);
    const browserToday = todayIn(undefined, NOW);
    expect(tenantToday).not.toBe(browserToday);

    const i18n = await createAppI18n({ storage: { getItem: () => "en" } });
    render(
      <I18nextProvider i18n={i18n}>
        <AppRoot>
          <DateAndTime
            days={{
              isPending: false,
              data: {
                from: tenantToday,
                to: addDays(tenantToday, 60),
                timeZone: TENANT_ZONE,
                serviceId: null,
                durationMinutes: 30,
                payment: { online: false, prepayment: "OPTIONAL" },
                days: [],
              },
            }}
            times={{ isPending: false }}
            month={monthOf(browserToday)}
            onMonth={() => undefined}
            date={null}
            slotId={null}
            slotGoneCode={null}
            onDate={() => undefined}
            onSlot={() => undefined}
          />
        </AppRoot>
      </I18nextProvider>,
    );

    expect(day(tenantToday)?.disabled, "the tenant's today can be picked").toBe(false);
    // The browser's today is the tenant's yesterday (a past day) or its tomorrow (a bookable day);
    // either way the tenant's dates decide, which the day before the tenant's today shows.
    expect(day(addDays(tenantToday, -1))?.disabled, "the tenant's yesterday is past").toBe(true);
  });
});
