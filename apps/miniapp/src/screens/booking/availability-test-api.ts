// Test support (imported by *.test.tsx only): the two availability endpoints the booking screen
// calls (days summary, one day's times), answered from one full answer as GET /bookings/available
// would give it for the same input, so a test describes its free times once.
import type { Handlers } from "../admin/ui/test-api.tsx";

interface FullSlot {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  isBooked: boolean;
}
interface FullAnswer {
  timeZone: string;
  serviceId: string | null;
  durationMinutes: number;
  payment: { online: boolean; prepayment: string };
  days: Array<{ date: string; slots: FullSlot[] }>;
}

export function availabilityHandlers(full: (input: { from: string; to: string; serviceId?: string }) => FullAnswer): Handlers {
  return {
    "bookings.availableDays": (input) => {
      const range = input as { from: string; to: string; serviceId?: string };
      const answer = full(range);
      const days = answer.days.filter((day) => day.date >= range.from && day.date <= range.to);
      return { ...answer, from: range.from, to: range.to, days: days.map((day) => ({ date: day.date, starts: day.slots.length })) };
    },
    "bookings.availableTimes": (input) => {
      const { date, serviceId } = input as { date: string; serviceId?: string };
      const { timeZone, durationMinutes, days } = full({ from: date, to: date, serviceId });
      return {
        date,
        timeZone,
        serviceId: serviceId ?? null,
        durationMinutes,
        slots: days.find((day) => day.date === date)?.slots ?? [],
        taken: [],
      };
    },
  };
}
