// One booking of the desk opened from a day, a week or Today (issue 26.2): when it is, its status
// the customer's answers to the service's questions, and the actions the status table allows
// (BookingActions), each closing the dialog when it moves on.
import { isLiveStatus } from "@booking/contracts/booking-status";
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { BookingAnswers } from "../../../components/BookingAnswers.tsx";
import { SessionLocation } from "../../../components/SessionLocation.tsx";
import { BookingStatusBadge } from "../../../components/BookingStatusBadge.tsx";
import { formatCalendarDate, formatClockRange } from "../../../lib/format.ts";
import type { useBookingAction } from "../bookings/useBookingAction.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { BookingActions } from "./BookingActions.tsx";
import type { DeskBooking } from "./desk-booking.ts";

export function BookingDialog({
  booking,
  action,
  onClose,
  onReschedule,
}: {
  booking: DeskBooking;
  action: ReturnType<typeof useBookingAction>;
  onClose(): void;
  onReschedule(booking: DeskBooking): void;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Dialog title={`${booking.serviceName} · ${booking.clientName}`} onClose={onClose} testId="desk-booking-dialog">
      <div className="item-head">
        <Text>
          {formatCalendarDate(booking.date, language, { dateStyle: "full" })},{" "}
          {formatClockRange(booking.startTime, booking.endTime, language)}
        </Text>
        <BookingStatusBadge status={booking.status} />
      </div>
      <SessionLocation location={booking.location} cancelled={!isLiveStatus(booking.status)} />
      <BookingAnswers answers={booking.answers} />
      <div className="row-actions">
        <BookingActions
          booking={booking}
          action={action}
          onReschedule={(moved) => {
            onClose();
            onReschedule(moved);
          }}
        />
      </div>
    </Dialog>
  );
}
