// Runs an admin booking action: confirm (→ CONFIRMED) at once, since it is a step forward that
// loses nothing (issue 26.2: it used to ask twice); mark paid (→ PAID) and cancel (DELETE /api/admin/bookings/{id}, which also frees the slots and refunds an online
// payment of a PAID booking) after their question, then refreshes every list the change shows in and says how it went.
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import type { AdminBooking } from "../admin-types.ts";
import { useDeskRefresh } from "../desk/use-desk-refresh.ts";

type ActionTarget = Pick<AdminBooking, "id" | "status">;
import { useConfirmation } from "../ui/useConfirmation.tsx";
import { ACTION_STATUS, ACTION_TEXTS, isAsked, questionFor, type AdminBookingAction } from "./booking-transitions.ts";

export function useBookingAction() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const confirmation = useConfirmation();
  const setStatus = useMutation(trpc.admin.bookings.setStatus.mutationOptions());
  const cancel = useMutation(trpc.admin.bookings.cancel.mutationOptions());
  const refresh = useDeskRefresh();

  async function perform(booking: ActionTarget, action: AdminBookingAction) {
    const texts = ACTION_TEXTS[action];
    try {
      if (action === "cancel") await cancel.mutateAsync({ id: booking.id });
      else await setStatus.mutateAsync({ id: booking.id, status: ACTION_STATUS[action] });
      toast.success(t(texts.success));
    } catch (error) {
      toast.failure(error, texts.failure);
    }
    // Refreshed after a failure too: the usual cause is a list that was out of date.
    await refresh();
  }

  function request(booking: ActionTarget, action: AdminBookingAction) {
    if (!isAsked(action)) return void perform(booking, action);
    confirmation.ask({
      question: t(questionFor(booking, action)),
      confirmLabel: t(ACTION_TEXTS[action].label),
      run: () => perform(booking, action),
    });
  }

  return { request, run: perform, dialog: confirmation.dialog };
}
