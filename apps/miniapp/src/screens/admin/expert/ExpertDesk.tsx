// An EXPERT member's page (issue 16.2): their own bookings (confirm, cancel), their own weekly
// schedule (the admins' editor, bound to them: issue 15.3) and their hours (the free and booked
// slots ahead, hours added for one day, a free slot removed). The server binds every call to the
// caller's expert (/api/expert/*), so nothing of another expert can show here.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/BookingStatusBadge.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { ScreenFrame } from "../../../components/ScreenFrame.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClockRange } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { OwnScheduleTab } from "../schedule/ScheduleTab.tsx";
import { TabBar, tabPanelProps } from "../ui/TabBar.tsx";
import { MySlots } from "./MySlots.tsx";
import { useTabParam } from "../ui/use-tab-param.ts";
import "./expert-desk.css";

const DESK_TABS = ["bookings", "week", "hours"] as const;

function MyBookings() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const bookings = useQuery(trpc.expert.bookings.queryOptions({}));
  const setStatus = useMutation(trpc.expert.setStatus.mutationOptions({
    onSuccess: () => queryClient.invalidateQueries(trpc.expert.pathFilter()),
    onError: (error) => toast.failure(error, "alerts.errors.failedToUpdate"),
  }));
  return (
    <ListStatus loading={bookings.isPending} error={bookings.error} items={bookings.data} emptyText={t("admin.expertDesk.noBookings")} onRetry={() => void bookings.refetch()}>
      {(items) => (
        <ul className="desk-list">
          {items.map((booking) => (
            <li key={booking.id} className="panel-card desk-item" data-testid="expert-booking">
              <div>
                <Text weight="2">{booking.serviceName}</Text>
                <Text className="desk-muted">{formatCalendarDate(booking.date, i18n.language, { dateStyle: "medium" })}, {formatClockRange(booking.startTime, booking.endTime, i18n.language)}</Text>
                <Text className="desk-muted">{booking.userName}</Text>
              </div>
              <div className="desk-actions">
                <BookingStatusBadge status={booking.status} />
                {booking.status === "PENDING" && (
                  <Button size="s" disabled={setStatus.isPending} onClick={() => setStatus.mutate({ id: booking.id, status: "CONFIRMED" })}>{t("admin.expertDesk.confirm")}</Button>
                )}
                {booking.status !== "CANCELLED" && (
                  <Button size="s" mode="outline" disabled={setStatus.isPending} onClick={() => setStatus.mutate({ id: booking.id, status: "CANCELLED" })}>{t("admin.expertDesk.cancel")}</Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListStatus>
  );
}

export function ExpertDesk() {
  const { t } = useTranslation();
  const [active, setActive] = useTabParam(DESK_TABS, "bookings");
  return (
    <ScreenFrame title={t("admin.expertDesk.title")}>
      <TabBar idPrefix="desk" label={t("admin.expertDesk.title")} tabs={DESK_TABS.map((key) => ({ key, label: t(`admin.expertDesk.tabs.${key}`) }))} active={active} onChange={setActive} />
      <div className="tab-panel" {...tabPanelProps("desk", active)}>
        {active === "bookings" ? <MyBookings /> : active === "week" ? <OwnScheduleTab /> : <MySlots />}
      </div>
    </ScreenFrame>
  );
}
