// The booking screen's free times (issue 14): the shown month's days summary
// (GET /bookings/available/days: which days are green) and, after a tap on a day, that day's start
// times (GET /bookings/available/times), instead of every slot of the 60-day window at once.
// While another month of the same service loads, the last answer stays (its time zone keeps the
// window) and the calendar shows the new month's days as loading until their own answer arrives.
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../data/trpc.ts";
import { toIsoDate, type YearMonth } from "./calendar.ts";

/** The month's first and last dates: the server clips them to today..today+60. */
export function monthBounds({ year, month }: YearMonth): { from: string; to: string } {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: toIsoDate(year, month, 1), to: toIsoDate(year, month, lastDay) };
}

/** `expertId`: the chosen expert or "any" (issue 16.2); undefined on a page with one expert. */
export function useAvailability(serviceId: string | undefined, month: YearMonth, date: string | null, expertId?: string) {
  const trpc = useTRPC();
  const days = useQuery({
    ...trpc.bookings.availableDays.queryOptions({ ...monthBounds(month), serviceId, expertId }),
    enabled: !!serviceId,
    placeholderData: (previous) => (previous?.serviceId === (serviceId ?? null) ? previous : undefined),
  });
  const times = useQuery({
    ...trpc.bookings.availableTimes.queryOptions({ date: date ?? "", serviceId, expertId }),
    enabled: !!serviceId && !!date,
  });
  return { days, times };
}
