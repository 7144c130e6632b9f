// Reschedule from the desk (issue 15.2): pick a day and a free start that fits the booking's service,
// then PUT /api/admin/bookings/{id}/reschedule (the old time is freed only if the new one is taken).
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import type { DeskBooking } from "./desk-booking.ts";
import { TimePicker } from "./TimePicker.tsx";
import { useDeskRefresh } from "./use-desk-refresh.ts";

export function RescheduleDialog({ booking, onClose }: { booking: DeskBooking; onClose(): void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useDeskRefresh();
  const [date, setDate] = useState(booking.date);
  const [slotId, setSlotId] = useState("");
  const move = useMutation(trpc.admin.bookings.reschedule.mutationOptions({
    onSuccess: async () => {
      toast.success(t("admin.desk.rescheduled"));
      await refresh();
      onClose();
    },
    onError: (error) => toast.failure(error, "admin.desk.rescheduleFailed"),
  }));
  return (
    <Dialog title={t("admin.desk.rescheduleTitle", { service: booking.serviceName, client: booking.clientName })} onClose={onClose} testId="reschedule-dialog">
      <TimePicker serviceId={booking.serviceId} date={date} onDate={setDate} slotId={slotId} onSlot={setSlotId} />
      <Button mode="filled" disabled={!slotId || move.isPending} loading={move.isPending} onClick={() => move.mutate({ id: booking.id, newSlotId: slotId })}>
        {t("admin.bookings.reschedule")}
      </Button>
    </Dialog>
  );
}
