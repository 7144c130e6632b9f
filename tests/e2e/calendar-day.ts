// The booking calendar as a customer uses it in e2e tests: turn the months until a date is shown.
// The calendar may open on another month than the date's (it moves on from a month without free
// days), so tests never assume which month is shown first; no test depends on today's date.
import { en, ru } from "@booking/i18n";
import type { Locator, Page } from "playwright-core";

const arrow = (direction: "previousMonth" | "nextMonth") =>
  new RegExp(`^(${ru.booking.calendar[direction]}|${en.booking.calendar[direction]})$`);

/** The day's button once it is on the calendar and the month's summary has arrived. */
export async function calendarDay(page: Page, date: string): Promise<Locator> {
  const calendar = page.getByTestId("booking-calendar");
  const day = calendar.locator(`button[data-date="${date}"]`);
  for (let turn = 0; turn < 8; turn++) {
    await calendar.locator('[role="grid"][aria-busy="false"]').waitFor();
    if ((await day.count()) > 0 && (await day.getAttribute("data-state")) !== "loading") return day;
    const shown = await calendar.locator("button[data-date]").first().getAttribute("data-date");
    if (!shown) throw new Error("the booking calendar shows no days");
    if (shown.slice(0, 7) !== date.slice(0, 7)) {
      await calendar.getByRole("button", { name: arrow(shown.slice(0, 7) < date.slice(0, 7) ? "nextMonth" : "previousMonth") }).click();
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`${date} never appeared on the booking calendar`);
}
