// Spec §2 Bookings tab: the tenant's bookings in a date range (default: 30 days back to 60 ahead,
// as the server) with confirm, mark as paid and cancel where the status table allows them.
import { BOOKING_WINDOW_DAYS } from "@booking/contracts/constants";
import { Button } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { addDays, todayIn } from "../../booking/calendar.ts";
import { DateRangeFields, type DateRange } from "../ui/DateRangeFields.tsx";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { AdminBookingCard } from "./AdminBookingCard.tsx";
import { ACTION_TEXTS, allowedActions } from "./booking-transitions.ts";
import { useBookingAction } from "./useBookingAction.tsx";
import { CalendarFeedPanel } from "../../../components/CalendarFeedPanel.tsx";

const DAYS_BACK = 30;

export function BookingsTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  // The browser's date is close enough for a list filter (the tenant's may differ by a day).
  const [range, setRange] = useState<DateRange>(() => {
    const today = todayIn(undefined);
    return { from: addDays(today, -DAYS_BACK), to: addDays(today, BOOKING_WINDOW_DAYS) };
  });
  const complete = !!range.from && !!range.to;
  const bookings = useQuery({ ...trpc.admin.bookings.list.queryOptions(range), enabled: complete });
  useLoadFailureToast(bookings.error);
  const action = useBookingAction();

  return (
    <>
      <div className="panel-card"><DateRangeFields range={range} onChange={setRange} /></div>
      <ListStatus
        loading={complete && bookings.isPending} error={bookings.error} items={bookings.data}
        emptyText={t("admin.bookings.empty")} onRetry={() => void bookings.refetch()}
      >
        {(items) => (
          <div className="item-list">
            {items.map((booking) => (
              <AdminBookingCard key={booking.id} booking={booking}>
                {allowedActions(booking.status).map((kind) => (
                  <Button key={kind} size="s" mode={kind === "cancel" ? "outline" : "bezeled"} onClick={() => action.request(booking, kind)}>
                    {t(ACTION_TEXTS[kind].label)}
                  </Button>
                ))}
              </AdminBookingCard>
            ))}
          </div>
        )}
      </ListStatus>
      <CalendarFeedPanel kind="staff" />
      {action.dialog}
    </>
  );
}
