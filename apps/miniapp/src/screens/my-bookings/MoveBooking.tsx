// Moving one's own booking (issue 25.4): the booking screen's own free-time picker (calendar and
// times, the same rules as booking: notice, buffer, the booking's expert), then one confirm button;
// PUT /api/bookings/{id}/move frees the old time only once the new one is taken. A time taken
// meanwhile is said above the times and the picker stays open for another choice.
import { Button, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../api/api-error.ts";
import type { ManagedBooking, Slot } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { withBookingToken } from "../../lib/booking-token.ts";
import { formatCalendarDate, formatClock, formatClockRange } from "../../lib/format.ts";
import { useToast } from "../../toast/ToastProvider.tsx";
import { useZoneNote } from "../../tenant/time-zone.ts";
import { useCustomerClock } from "../../tenant/customer-clock.ts";
import { DateAndTime } from "../booking/BookingScreen.tsx";
import { bookingWindow, clampMonth, monthOf, todayIn } from "../booking/calendar.ts";
import { useAvailability } from "../booking/useAvailability.ts";
import "../booking/booking.css";

/** Refusals that concern the chosen time: said beside the times, the picker stays open. */
const TIME_GONE = new Set(["SLOT_TAKEN", "SLOT_NOT_FOUND", "SERVICE_DOES_NOT_FIT", "BOOKING_TOO_SOON", "DATE_IN_PAST"]);

export interface MoveBookingProps {
  booking: ManagedBooking;
  token: string | null;
  onMoved(booking: ManagedBooking): void;
  onClose(): void;
}

export function MoveBooking({ booking, token, onMoved, onClose }: MoveBookingProps) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [shownMonth, setShownMonth] = useState(() => monthOf(booking.date));
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [goneCode, setGoneCode] = useState<string | null>(null);
  const month = clampMonth(shownMonth, bookingWindow(todayIn(booking.timeZone)));
  const { days, times } = useAvailability(booking.serviceId, month, date, booking.expertId);
  const zone = useZoneNote(booking.timeZone);
  // The current and the new time read on the clock the times step shows (issue 31.5).
  const clock = useCustomerClock(booking.timeZone);

  const move = useMutation(
    trpc.bookings.move.mutationOptions({
      trpc: withBookingToken(token),
      onSuccess: (moved) => {
        toast.success(t("manage.moved"));
        // The old time is free and the new one taken: every bookings answer is out of date.
        void queryClient.invalidateQueries(trpc.bookings.pathFilter());
        onMoved(moved);
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        if (code && TIME_GONE.has(code)) {
          setGoneCode(code);
          setSlot(null);
          void times.refetch();
        } else toast.failure(error, "alerts.errors.failedToUpdate");
      },
    }),
  );

  const language = i18n.language;
  const currentTimes = clock.show(booking);
  const current = `${formatCalendarDate(currentTimes.date, language, { dateStyle: "full" })}, ${formatClockRange(currentTimes.startTime, currentTimes.endTime, language)}`;
  const chosen = slot && date ? clock.show({ date, startTime: slot.startTime, endTime: slot.endTime }) : null;
  return (
    <section className="move-booking" aria-labelledby="move-booking-title" data-testid="move-booking">
      <Title level="2" weight="2" Component="h2" id="move-booking-title">
        {t("manage.moveTitle")}
      </Title>
      <p>{t("manage.moveCurrent", { when: current })}</p>
      <DateAndTime
        days={days}
        times={times}
        month={month}
        date={date}
        slotId={slot?.id ?? null}
        slotGoneCode={goneCode}
        zone={zone}
        onMonth={setShownMonth}
        onDate={(next) => {
          setDate(next);
          setSlot(null);
          setGoneCode(null);
        }}
        onSlot={(next) => {
          setSlot(next);
          setGoneCode(null);
        }}
        onRetryDays={() => void days.refetch()}
        onRetryTimes={() => void times.refetch()}
        titles={{ date: t("manage.moveDate"), time: t("manage.moveTime") }}
        aside={
          <div className="move-booking__actions">
            {slot && chosen && (
              <Button
                size="m"
                loading={move.isPending}
                disabled={move.isPending}
                data-testid="confirm-move"
                onClick={() => move.mutate({ id: booking.id, newSlotId: slot.id })}
              >
                {t("manage.moveTo", {
                  date: formatCalendarDate(chosen.date, language, { dateStyle: "medium" }),
                  time: formatClock(chosen.startTime, language),
                })}
              </Button>
            )}
            <Button size="m" mode="outline" disabled={move.isPending} onClick={onClose}>
              {t("manage.keepTime")}
            </Button>
          </div>
        }
      />
    </section>
  );
}
