// The desk's list view (issue 15.2): bookings of a date range filtered by status, service, expert
// (pages with several, issue 16.2) and client,
// a page at a time, PENDING ones selectable for an all-or-nothing bulk confirm, CSV export of the range.
import { BOOKING_WINDOW_DAYS } from "@booking/contracts/constants";
import { awaitsDecision, BOOKING_STATUSES, type BookingStatus, statusTextKey } from "@booking/contracts/booking-status";
import { Button, Checkbox, Select, Text } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { ExpertSelect } from "../ui/ExpertSelect.tsx";
import { addDays, todayIn } from "../../booking/calendar.ts";
import type { AdminBooking } from "../admin-types.ts";
import { AdminBookingCard } from "../bookings/AdminBookingCard.tsx";
import { useBookingAction } from "../bookings/useBookingAction.tsx";
import { DateRangeFields, type DateRange } from "../ui/DateRangeFields.tsx";
import { language } from "../ui/language.ts";
import { Pager } from "../ui/Pager.tsx";
import { useConfirmation } from "../ui/useConfirmation.tsx";
import { useCsvDownload } from "../ui/use-csv-download.ts";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { BookingActions } from "./BookingActions.tsx";
import type { DeskBooking } from "./desk-booking.ts";
import { useDeskRefresh } from "./use-desk-refresh.ts";

// Ten to a page: on a phone a page stays a few screens long (issue 15.12).
const PAGE_SIZE = 10;
const DAYS_BACK = 30;

export const toDeskBooking = (booking: AdminBooking): DeskBooking => ({ ...booking, clientName: booking.client.name });

export function BookingsList({ onReschedule }: { onReschedule(booking: DeskBooking): void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = useDeskRefresh();
  const confirmation = useConfirmation();
  const action = useBookingAction();
  // The browser's date is close enough for a list filter (the tenant's may differ by a day).
  const [range, setRange] = useState<DateRange>(() => {
    const today = todayIn(undefined);
    return { from: addDays(today, -DAYS_BACK), to: addDays(today, BOOKING_WINDOW_DAYS) };
  });
  const [status, setStatus] = useState<BookingStatus | "">("");
  const [serviceId, setServiceId] = useState("");
  const [expertId, setExpertId] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  // Phones start with the filters folded, so the bookings are on the first screen (issue 15.12).
  const [narrow] = useState(() => window.matchMedia("(max-width: 600px)").matches);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const query = useDeferredValue(search.trim());
  const complete = !!range.from && !!range.to;
  const filters = {
    ...range,
    status: status || undefined,
    serviceId: serviceId || undefined,
    expertId: expertId || undefined,
    search: query || undefined,
  };
  const bookings = useQuery({
    ...trpc.admin.bookings.search.queryOptions({ ...filters, page, pageSize: PAGE_SIZE }),
    enabled: complete,
    placeholderData: keepPreviousData,
  });
  const services = useQuery(trpc.admin.services.list.queryOptions());
  useLoadFailureToast(bookings.error);
  const csv = useCsvDownload(() =>
    queryClient.fetchQuery(trpc.admin.bookings.export.queryOptions({ ...range, lang: language(i18n.language) })),
  );
  const confirmMany = useMutation(trpc.admin.bookings.confirmMany.mutationOptions());
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
      setSelected(new Set());
    };

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }
  function confirmSelected() {
    confirmation.ask({
      question: t("admin.desk.confirmSelectedQuestion", { count: selected.size }),
      confirmLabel: t("admin.bookings.confirm"),
      run: async () => {
        try {
          const { confirmed } = await confirmMany.mutateAsync({ ids: [...selected] });
          toast.success(t("admin.desk.confirmedMany", { count: confirmed.length }));
          setSelected(new Set());
        } catch (error) {
          toast.failure(error, "admin.desk.confirmManyFailed");
        }
        await refresh();
      },
    });
  }

  return (
    <>
      <div className="panel-card desk-filters">
        <details className="desk-filters__more" open={!narrow} data-testid="desk-filters">
          <summary>{t("admin.desk.filters")}</summary>
          <DateRangeFields range={range} onChange={filter(setRange)} />
          <div className="desk-filters__row">
            <Select
              header={t("admin.desk.status")}
              aria-label={t("admin.desk.status")}
              value={status}
              onChange={(e) => filter(setStatus)(e.target.value as BookingStatus | "")}
            >
              <option value="">{t("admin.desk.anyStatus")}</option>
              {BOOKING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(statusTextKey(s))}
                </option>
              ))}
            </Select>
            <Select
              header={t("admin.desk.service")}
              aria-label={t("admin.desk.service")}
              value={serviceId}
              onChange={(e) => filter(setServiceId)(e.target.value)}
            >
              <option value="">{t("admin.desk.anyService")}</option>
              {services.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
            <ExpertSelect value={expertId} onChange={filter(setExpertId)} allLabel={t("admin.desk.allExperts")} />
          </div>
          <FormField label={t("admin.desk.search")} value={search} type="search" onValueChange={filter(setSearch)} />
        </details>
        <div className="row-actions">
          {bookings.data && <Text className="muted">{t("admin.desk.total", { count: bookings.data.total })}</Text>}
          <Button
            size="s"
            mode="outline"
            loading={csv.busy}
            disabled={!complete}
            onClick={() => void csv.download()}
            data-testid="bookings-export"
          >
            {t("admin.desk.exportCsv")}
          </Button>
          {selected.size > 0 && (
            <Button size="s" mode="filled" onClick={confirmSelected} data-testid="confirm-selected">
              {t("admin.desk.confirmSelected", { count: selected.size })}
            </Button>
          )}
        </div>
      </div>
      <ListStatus
        loading={complete && bookings.isPending}
        error={bookings.error}
        items={bookings.data?.items}
        emptyText={t("admin.bookings.empty")}
        onRetry={() => void bookings.refetch()}
      >
        {(items) => (
          <div className="item-list item-list--compact">
            {items.map((booking) => (
              <AdminBookingCard
                key={booking.id}
                booking={booking}
                select={
                  awaitsDecision(booking.status) && (
                    <Checkbox
                      aria-label={t("admin.desk.select")}
                      checked={selected.has(booking.id)}
                      onChange={(e) => toggle(booking.id, e.target.checked)}
                    />
                  )
                }
              >
                <BookingActions booking={toDeskBooking(booking)} action={action} onReschedule={onReschedule} />
              </AdminBookingCard>
            ))}
          </div>
        )}
      </ListStatus>
      <Pager page={page} total={bookings.data?.total ?? 0} pageSize={PAGE_SIZE} onPage={setPage} testId="bookings-pager" />
      {action.dialog}
      {confirmation.dialog}
    </>
  );
}
