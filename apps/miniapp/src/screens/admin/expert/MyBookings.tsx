// The expert's own bookings (issue 16.2): each with its client's contacts and the actions the
// spec §4 table allows from its status (confirm, mark paid, cancel), confirming in one tap and the
// others asked first, as on the admins' desk. The server acts only on the caller's own bookings (/api/expert/bookings/{id}/status).
// A booking still on moves to another of their own free starts (the desk's reschedule dialog).
// Below them, the private calendar feed of their own bookings (the staff feed is theirs only).
import { isLiveStatus } from "@booking/contracts/booking-status";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/BookingStatusBadge.tsx";
import { CalendarFeedPanel } from "../../../components/CalendarFeedPanel.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClockRange } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import {
  ACTION_STATUS,
  ACTION_TEXTS,
  allowedActions,
  isAsked,
  questionFor,
  type AdminBookingAction,
} from "../bookings/booking-transitions.ts";
import { ClientContacts } from "../bookings/ClientContacts.tsx";
import type { AdminBooking } from "../admin-types.ts";
import { useConfirmation } from "../ui/useConfirmation.tsx";
import { RescheduleDialog } from "../desk/RescheduleDialog.tsx";

export function MyBookings() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const confirmation = useConfirmation();
  const bookings = useQuery(trpc.expert.bookings.queryOptions({}));
  const setStatus = useMutation(trpc.expert.setStatus.mutationOptions());
  const [moving, setMoving] = useState<AdminBooking | null>(null);

  function request(booking: AdminBooking, action: AdminBookingAction) {
    const texts = ACTION_TEXTS[action];
    const run = async () => {
      try {
        await setStatus.mutateAsync({ id: booking.id, status: ACTION_STATUS[action] });
        toast.success(t(texts.success));
      } catch (error) {
        toast.failure(error, texts.failure);
      }
      // Refreshed after a failure too: the usual cause is a list that was out of date.
      await queryClient.invalidateQueries(trpc.expert.pathFilter());
    };
    // Confirming runs in one tap, as on the admins' desk (issue 26.2).
    if (!isAsked(action)) return void run();
    confirmation.ask({ question: t(questionFor(booking, action)), confirmLabel: t(texts.label), run });
  }

  return (
    <>
      <ListStatus
        loading={bookings.isPending}
        error={bookings.error}
        items={bookings.data}
        emptyText={t("admin.expertDesk.noBookings")}
        onRetry={() => void bookings.refetch()}
      >
        {(items) => (
          <ul className="desk-list">
            {items.map((booking) => (
              <li key={booking.id} className="panel-card desk-item" data-testid="expert-booking">
                <div>
                  <Text weight="2">{booking.serviceName}</Text>
                  <Text className="desk-muted">
                    {formatCalendarDate(booking.date, i18n.language, { dateStyle: "medium" })},{" "}
                    {formatClockRange(booking.startTime, booking.endTime, i18n.language)}
                  </Text>
                  <ClientContacts client={booking.client} />
                </div>
                <div className="desk-actions">
                  <BookingStatusBadge status={booking.status} />
                  {allowedActions(booking.status).map((action) => (
                    <Button
                      key={action}
                      size="s"
                      mode={action === "cancel" ? "outline" : "filled"}
                      disabled={setStatus.isPending}
                      onClick={() => request(booking, action)}
                    >
                      {t(ACTION_TEXTS[action].label)}
                    </Button>
                  ))}
                  {isLiveStatus(booking.status) && (
                    <Button size="s" mode="bezeled" onClick={() => setMoving(booking)}>
                      {t("admin.bookings.reschedule")}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStatus>
      <CalendarFeedPanel kind="staff" own />
      {confirmation.dialog}
      {moving && (
        <RescheduleDialog
          booking={{ ...moving, clientName: moving.client.name }}
          expertId={moving.expertId}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}
