// Spec §2 Confirmations tab: filters pending / awaiting payment / all, each with its count; the
// actions are confirm and paid, and a paid booking says no action is needed.
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { ChoicePills } from "../ui/ChoicePills.tsx";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { AdminBookingCard } from "./AdminBookingCard.tsx";
import { CONFIRMATION_FILTERS, confirmationActions, filterCounts, matchesFilter, type ConfirmationFilter } from "./booking-transitions.ts";
import { useBookingAction } from "./useBookingAction.tsx";

const ACTION_LABELS = {
  confirm: "admin.confirmations.confirm",
  markPaid: "admin.confirmations.paid",
  cancel: "admin.bookings.cancel",
} as const;

export function ConfirmationsTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [filter, setFilter] = useState<ConfirmationFilter>("pending");
  // The server's default range: 30 days back to the end of the booking window.
  const bookings = useQuery(trpc.admin.bookings.list.queryOptions({}));
  useLoadFailureToast(bookings.error);
  const action = useBookingAction();
  const counts = filterCounts(bookings.data ?? []);
  const shown = bookings.data?.filter((booking) => matchesFilter(booking, filter));

  return (
    <>
      <ChoicePills
        label={t("admin.tabs.confirmations")}
        value={filter}
        onChange={setFilter}
        options={CONFIRMATION_FILTERS.map((key) => ({ key, label: `${t(`admin.confirmations.filters.${key}`)} (${counts[key]})` }))}
      />
      <ListStatus
        loading={bookings.isPending}
        error={bookings.error}
        items={shown}
        emptyText={t("admin.confirmations.empty")}
        onRetry={() => void bookings.refetch()}
      >
        {(items) => (
          <div className="item-list">
            {items.map((booking) => (
              <AdminBookingCard key={booking.id} booking={booking}>
                {booking.status === "PAID" ? (
                  <Text className="muted" data-testid="no-action-needed">
                    {t("admin.confirmations.noActionNeeded")}
                  </Text>
                ) : (
                  confirmationActions(booking.status).map((kind) => (
                    <Button key={kind} size="s" mode="bezeled" onClick={() => action.request(booking, kind)}>
                      {t(ACTION_LABELS[kind])}
                    </Button>
                  ))
                )}
              </AdminBookingCard>
            ))}
          </div>
        )}
      </ListStatus>
      {action.dialog}
    </>
  );
}
