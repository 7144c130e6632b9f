// "My bookings" → Waitlist (issue 18.3): the customer's live entries in join order, what each
// waits for, an offered time with Claim (books it through the ordinary booking path) and until when
// it is held, and Leave. Shown only when there is something to show.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { WaitlistEntry } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { formatCalendarDate, formatClock } from "../../lib/format.ts";
import { useToast } from "../../toast/ToastProvider.tsx";

function EntryCard({ entry, busy, onClaim, onLeave }: { entry: WaitlistEntry; busy: boolean; onClaim(): void; onLeave(): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const live = entry.status === "WAITING" || entry.status === "OFFERED";
  return (
    <article className="content-card" data-testid="waitlist-entry" data-status={entry.status}>
      <div className="booking-card__head">
        <Title level="3" weight="2" Component="h3">
          {entry.serviceName}
        </Title>
        <span className={`waitlist-status waitlist-status--${entry.status.toLowerCase()}`}>{t(`waitlist.status.${entry.status}`)}</span>
      </div>
      <Text>
        {formatCalendarDate(entry.date, language, { dateStyle: "full" })},{" "}
        {entry.time ? formatClock(entry.time, language) : t("waitlist.wholeDay")}
      </Text>
      {entry.offer && (
        <Text className="waitlist-offer" data-testid="waitlist-offer">
          {t("waitlist.offer", {
            date: formatCalendarDate(entry.offer.date, language, { dateStyle: "long" }),
            time: formatClock(entry.offer.startTime, language),
            // The hold is minutes long: its end as a clock time in the viewer's zone.
            until: new Intl.DateTimeFormat(language, { timeStyle: "short" }).format(new Date(entry.offer.endsAt)),
          })}
        </Text>
      )}
      {live && (
        <div className="booking-card__actions">
          {entry.status === "OFFERED" && (
            <Button size="s" disabled={busy} onClick={onClaim} data-testid="claim-offer">
              {t("waitlist.claim")}
            </Button>
          )}
          <Button size="s" mode="outline" disabled={busy} onClick={onLeave}>
            {t("waitlist.leave")}
          </Button>
        </div>
      )}
    </article>
  );
}

export function WaitlistSection() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const entries = useQuery(trpc.waitlist.my.queryOptions());
  // A claim makes a booking and a leave frees an offered time: bookings and the calendar change too.
  const refresh = () => {
    void queryClient.invalidateQueries(trpc.waitlist.pathFilter());
    void queryClient.invalidateQueries(trpc.bookings.pathFilter());
  };
  const claim = useMutation(
    trpc.waitlist.claim.mutationOptions({
      onSuccess: () => toast.success(t("waitlist.claimed")),
      onError: (error) => toast.failure(error),
      onSettled: refresh,
    }),
  );
  const leave = useMutation(
    trpc.waitlist.leave.mutationOptions({
      onSuccess: () => toast.success(t("waitlist.left")),
      onError: (error) => toast.failure(error),
      onSettled: refresh,
    }),
  );
  const live = (entries.data ?? []).filter((entry) => entry.status === "WAITING" || entry.status === "OFFERED");
  if (live.length === 0) return null;
  return (
    <section className="booking-group" aria-labelledby="waitlist-title" data-testid="waitlist-section">
      <Title level="2" weight="2" Component="h2" id="waitlist-title" className="booking-group__title">
        {t("waitlist.title")}
      </Title>
      <div className="card-grid">
        {live.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            busy={claim.isPending || leave.isPending}
            onClaim={() => claim.mutate({ id: entry.id })}
            onLeave={() => leave.mutate({ id: entry.id })}
          />
        ))}
      </div>
    </section>
  );
}
