// Reschedule from the desk (issue 15.2): pick a day and a free start that fits the booking's service,
// then PUT /api/admin/bookings/{id}/reschedule (the old time is freed only if the new one is taken).
// An expert (`expertId`: their own) moves their own booking among their own starts through
// PUT /api/expert/bookings/{id}/reschedule.
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import type { DeskBooking } from "./desk-booking.ts";
import { TimePicker } from "./TimePicker.tsx";
import { useDeskRefresh } from "./use-desk-refresh.ts";

type MovedBooking = Pick<DeskBooking, "id" | "date" | "serviceId" | "serviceName" | "clientName">;

export function RescheduleDialog({ booking, expertId, onClose }: { booking: MovedBooking; expertId?: string; onClose(): void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = useDeskRefresh();
  const [date, setDate] = useState(booking.date);
  const [slotId, setSlotId] = useState("");
  // Both take and answer the same shapes; the expert's is bound to the caller on the server.
  const route = expertId ? trpc.expert.reschedule : trpc.admin.bookings.reschedule;
  const move = useMutation(
    route.mutationOptions({
      onSuccess: async () => {
        toast.success(t("admin.desk.rescheduled"));
        await Promise.all([refresh(), queryClient.invalidateQueries(trpc.expert.pathFilter())]);
        onClose();
      },
      onError: (error) => toast.failure(error, "admin.desk.rescheduleFailed"),
    }),
  );
  return (
    <Dialog
      title={t("admin.desk.rescheduleTitle", { service: booking.serviceName, client: booking.clientName })}
      onClose={onClose}
      testId="reschedule-dialog"
    >
      <TimePicker serviceId={booking.serviceId} expertId={expertId} date={date} onDate={setDate} slotId={slotId} onSlot={setSlotId} />
      <Button
        mode="filled"
        disabled={!slotId || move.isPending}
        loading={move.isPending}
        onClick={() => move.mutate({ id: booking.id, newSlotId: slotId })}
      >
        {t("admin.bookings.reschedule")}
      </Button>
    </Dialog>
  );
}
