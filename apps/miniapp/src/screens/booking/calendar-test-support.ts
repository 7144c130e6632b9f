// Test support (imported by *.test.tsx only): the booking calendar as a customer reads it.
import { fireEvent, screen, waitFor } from "@testing-library/react";

export const dayButton = (date: string) =>
  document.querySelector<HTMLButtonElement>(`[data-testid="booking-calendar"] [data-date="${date}"]`);

/** The month the calendar shows, as "yyyy-mm". */
export const shownMonth = () =>
  document.querySelector('[data-testid="booking-calendar"] [data-date]')?.getAttribute("data-date")?.slice(0, 7);

/**
 * Waits until `date` is on the calendar in `state`, turning the months as a customer would (the
 * calendar may open on another month than the date's, or move on from an empty one).
 */
export async function expectDay(date: string, state: "available" | "unavailable"): Promise<HTMLButtonElement> {
  await waitFor(() => {
    const button = dayButton(date);
    if (!button) {
      const shown = shownMonth();
      if (shown) fireEvent.click(screen.getByRole("button", { name: shown < date.slice(0, 7) ? "Next month" : "Previous month" }));
      throw new Error(`${date} is not on the calendar yet`);
    }
    if (button.dataset.state !== state) throw new Error(`${date} is ${button.dataset.state}, not ${state}`);
  });
  return dayButton(date)!;
}
