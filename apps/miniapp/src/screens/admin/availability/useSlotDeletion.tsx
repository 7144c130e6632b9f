// Spec §4 "Slot": deleting asks first; a booked slot needs the force flag and a SEPARATE second
// confirmation (its booking is cancelled). A slot booked between loading and deleting answers
// SLOT_BOOKED, which leads to the same second question. Failures show the server's answer
// (translated when its code is known), else failedToDelete.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../../api/api-error.ts";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import type { AdminSlot } from "../admin-types.ts";
import { useConfirmation, type Confirmation } from "../ui/useConfirmation.tsx";

export function useSlotDeletion() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirmation = useConfirmation();
  const deleteSlot = useMutation(trpc.admin.availability.deleteSlot.mutationOptions());
  const deleteDay = useMutation(trpc.admin.availability.deleteSlots.mutationOptions());

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.availability.listSlots.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.bookings.list.pathFilter()),
      queryClient.invalidateQueries(trpc.bookings.pathFilter()),
    ]);

  function forceDeletion(slot: AdminSlot): Confirmation {
    return {
      question: t("alerts.confirm.forceDeleteSlot"),
      confirmLabel: t("admin.availability.manage.forceDelete"),
      run: async () => {
        try {
          const result = await deleteSlot.mutateAsync({ id: slot.id, force: true });
          toast.success(t("alerts.success.slotsDeleted", { count: 1 }));
          if (result.cancelledBookingId) toast.success(t("alerts.success.bookingCancelled"));
        } catch (error) {
          toast.failure(error, "alerts.errors.failedToDelete");
        }
        await refresh();
      },
    };
  }

  function requestDelete(slot: AdminSlot) {
    confirmation.ask({
      question: t("alerts.confirm.deleteSlot"),
      confirmLabel: t("admin.availability.manage.delete"),
      run: async () => {
        if (slot.isBooked) return forceDeletion(slot);
        try {
          await deleteSlot.mutateAsync({ id: slot.id, force: false });
          toast.success(t("alerts.success.slotsDeleted", { count: 1 }));
        } catch (error) {
          if (errorCodeOf(error) === "SLOT_BOOKED") return forceDeletion(slot);
          toast.failure(error, "alerts.errors.failedToDelete");
        }
        await refresh();
      },
    });
  }

  function requestDeleteUnbooked(date: string) {
    confirmation.ask({
      question: t("alerts.confirm.deleteAllUnbooked", { date: formatCalendarDate(date, i18n.language, { dateStyle: "long" }) }),
      confirmLabel: t("common.delete"),
      run: async () => {
        try {
          const { deleted } = await deleteDay.mutateAsync({ from: date, to: date });
          toast.success(t("alerts.success.slotsDeleted", { count: deleted }));
        } catch (error) {
          toast.failure(error, "alerts.errors.failedToDelete");
        }
        await refresh();
      },
    });
  }

  return { requestDelete, requestDeleteUnbooked, dialog: confirmation.dialog };
}
