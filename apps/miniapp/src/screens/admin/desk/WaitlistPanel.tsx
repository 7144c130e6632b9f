// The desk's waitlist (issue 18.3): under the day and week views, who waits for those days, per
// day in join order with their place in line, and which of them holds an offered time now.
import { Text } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClock } from "../../../lib/format.ts";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";

export function WaitlistPanel({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const trpc = useTRPC();
  const entries = useQuery(trpc.admin.waitlist.list.queryOptions({ from, to }));
  useLoadFailureToast(entries.error);
  const byDate = new Map<string, NonNullable<typeof entries.data>>();
  for (const entry of entries.data ?? []) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  return (
    <section className="panel-card" aria-labelledby="desk-waitlist-title" data-testid="desk-waitlist">
      <h3 id="desk-waitlist-title" className="desk-day__title">
        {t("waitlist.adminTitle")}
      </h3>
      {entries.data && entries.data.length === 0 && <Text className="muted">{t("waitlist.adminEmpty")}</Text>}
      {[...byDate].map(([date, list]) => (
        <div key={date} className="desk-waitlist__day">
          <Text weight="2">{formatCalendarDate(date, language, { weekday: "short", day: "numeric", month: "short" })}</Text>
          <ol className="desk-waitlist__list">
            {list.map((entry) => (
              <li key={entry.id} data-testid="desk-waitlist-entry" data-status={entry.status}>
                {t("waitlist.position", { position: entry.position })} {entry.clientName} · {entry.serviceName} ·{" "}
                {entry.time ? formatClock(entry.time, language) : t("waitlist.wholeDay")}
                {" · "}
                {t(`waitlist.status.${entry.status}`)}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
