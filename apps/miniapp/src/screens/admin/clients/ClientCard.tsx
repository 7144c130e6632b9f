// One client on the Clients tab: contacts, counts and the note's first line as a compact row; the
// note editor and the booking history open on demand (issue 15.12: a page of clients on a phone is
// a list, not screens of text areas).
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../../components/BookingStatusBadge.tsx";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClockRange, formatInstantDate } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import type { AdminClient } from "../admin-types.ts";
import { ClientContacts } from "../bookings/ClientContacts.tsx";
import { TextAreaField } from "../ui/TextAreaField.tsx";
import "../ui/ui.css";

export function ClientCard({ client }: { client: AdminClient }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [note, setNote] = useState(client.note ?? "");
  const [open, setOpen] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const history = useQuery({ ...trpc.admin.clients.bookings.queryOptions({ id: client.id }), enabled: showHistory });
  const save = useMutation(
    trpc.admin.clients.setNote.mutationOptions({
      onSuccess: () => {
        toast.success(t("admin.clients.noteSaved"));
        void queryClient.invalidateQueries(trpc.admin.clients.list.pathFilter());
      },
      onError: (error) => toast.failure(error, "admin.clients.noteFailed"),
    }),
  );
  const language = i18n.language;
  // Issue 30: erasing this client's data here, on their request, after a confirmation.
  const [erasing, setErasing] = useState(false);
  const erase = useMutation(
    trpc.admin.clients.erase.mutationOptions({
      onSuccess: () => {
        toast.success(t("personalData.erase.done"));
        void queryClient.invalidateQueries(trpc.admin.clients.pathFilter());
        void queryClient.invalidateQueries(trpc.admin.bookings.pathFilter());
      },
      onError: (error) => toast.failure(error),
      onSettled: () => setErasing(false),
    }),
  );

  return (
    <article className="content-card" data-testid="admin-client" data-client-id={client.id}>
      <ClientContacts client={client} />
      <Text className="muted">
        {t("admin.clients.counts", {
          visits: client.visits,
          noShows: client.noShows,
          upcoming: client.upcoming,
          cancelled: client.cancelled,
        })}
        {client.lastBookingAt && ` · ${t("admin.clients.last", { date: formatInstantDate(client.lastBookingAt, language) })}`}
      </Text>
      {!open && client.note && <Text className="muted client-note-preview">{client.note}</Text>}
      <div className="row-actions">
        <Button size="s" mode="outline" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="client-details">
          {t(open ? "admin.clients.hideDetails" : "admin.clients.details")}
        </Button>
      </div>
      {open && (
        <>
          <TextAreaField label={t("admin.clients.note")} value={note} onValueChange={setNote} rows={2} maxLength={2000} />
          <div className="row-actions">
            <Button
              size="s"
              mode="bezeled"
              loading={save.isPending}
              disabled={note.trim() === (client.note ?? "")}
              onClick={() => save.mutate({ id: client.id, note })}
            >
              {t("admin.clients.saveNote")}
            </Button>
            <Button size="s" mode="outline" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
              {t("admin.clients.history")}
            </Button>
            <Button size="s" mode="plain" data-testid="client-erase" onClick={() => setErasing(true)}>
              {t("personalData.erase.action")}
            </Button>
          </div>
        </>
      )}
      {open && showHistory && (
        <ul className="client-history" data-testid="client-history">
          {history.data?.length === 0 && <li>{t("admin.clients.noBookings")}</li>}
          {history.data?.map((booking) => (
            <li key={booking.id}>
              {formatCalendarDate(booking.date, language, { dateStyle: "medium" })},{" "}
              {formatClockRange(booking.startTime, booking.endTime, language)}
              {" · "}
              {booking.serviceName} <BookingStatusBadge status={booking.status} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={erasing}
        question={`${t("personalData.erase.title")} ${t("personalData.erase.text")}`}
        confirmLabel={t("personalData.erase.confirm")}
        busy={erase.isPending}
        onConfirm={() => erase.mutate({ id: client.id })}
        onCancel={() => setErasing(false)}
      />
    </article>
  );
}
