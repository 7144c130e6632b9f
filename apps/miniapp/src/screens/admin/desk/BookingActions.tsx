// The desk's actions on one booking: the status table's (confirm, paid, cancel), reschedule, and the
// no-show mark once the appointment has begun.
import { isLiveStatus } from "@booking/contracts/booking-status";
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useTenantToday } from "../availability/useTenantToday.ts";
import { ACTION_TEXTS, allowedActions } from "../bookings/booking-transitions.ts";
import type { useBookingAction } from "../bookings/useBookingAction.tsx";
import { hasStarted, type DeskBooking } from "./desk-booking.ts";
import { useDeskRefresh } from "./use-desk-refresh.ts";

export function BookingActions({
  booking,
  action,
  onReschedule,
}: {
  booking: DeskBooking;
  action: ReturnType<typeof useBookingAction>;
  onReschedule(booking: DeskBooking): void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useDeskRefresh();
  const today = useTenantToday();
  const nowTime = new Date().toTimeString().slice(0, 5);
  const noShow = useMutation(
    trpc.admin.bookings.setNoShow.mutationOptions({
      onSuccess: async () => {
        toast.success(t("admin.desk.noShowSaved"));
        await refresh();
      },
      onError: (error) => toast.failure(error, "admin.desk.noShowFailed"),
    }),
  );
  const live = isLiveStatus(booking.status);
  // The device clock stands in for the tenant's within today; the server has the last word.
  const started = live && hasStarted(booking, today, booking.date === today ? nowTime : "00:00");
  return (
    <>
      {allowedActions(booking.status).map((kind) => (
        <Button key={kind} size="s" mode={kind === "cancel" ? "outline" : "bezeled"} onClick={() => action.request(booking, kind)}>
          {t(ACTION_TEXTS[kind].label)}
        </Button>
      ))}
      {live && !started && (
        <Button size="s" mode="bezeled" onClick={() => onReschedule(booking)} data-testid="reschedule">
          {t("admin.bookings.reschedule")}
        </Button>
      )}
      {started && (
        <Button
          size="s"
          mode="outline"
          loading={noShow.isPending}
          data-testid="no-show"
          onClick={() => noShow.mutate({ id: booking.id, noShow: !booking.noShow })}
        >
          {t(booking.noShow ? "admin.desk.unmarkNoShow" : "admin.desk.markNoShow")}
        </Button>
      )}
    </>
  );
}
