// The overview's plan usage (issue 15.7): bookings this month, services and news against the plan,
// a bar each, a clear line when a limit is reached, and the way to a bigger plan.
import { Button, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { staffPath } from "../../router/staff-paths.ts";
import { RouteLink } from "../../components/RouteLink.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { formatInstantDate } from "../../lib/format.ts";

const ITEMS = ["bookingsThisMonth", "services", "news"] as const;

export function PlanUsage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const usage = useQuery(useTRPC().admin.stats.planUsage.queryOptions());
  if (!usage.data) return null;
  const data = usage.data;
  const capped = ITEMS.some((key) => data[key].limit !== null);
  const bookingsFull = data.bookingsThisMonth.limit !== null && data.bookingsThisMonth.used >= data.bookingsThisMonth.limit;
  return (
    <section className="panel-card" data-testid="plan-usage" aria-labelledby="plan-usage-title">
      <Title level="3" weight="2" id="plan-usage-title" className="panel-card__title">
        {t("limits.title")}
      </Title>
      <dl className="usage">
        {ITEMS.map((key) => {
          const { used, limit } = data[key];
          const full = limit !== null && used >= limit;
          return (
            <div key={key} className="usage__item" data-testid={`usage-${key}`} data-full={full}>
              <dt>{t(`limits.${key}`)}</dt>
              <dd>
                {limit === null ? t("limits.unlimited", { used }) : t("limits.usedOf", { used, limit })}
                {full && <strong className="status-missing"> · {t("limits.reached")}</strong>}
                {limit !== null && (
                  <progress className="usage__bar" max={limit} value={Math.min(used, limit)} aria-label={t(`limits.${key}`)} />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {bookingsFull && (
        <div className="notice notice--warning" role="note" data-testid="bookings-limit-reached">
          {t("limits.bookingsReached", { date: formatInstantDate(data.monthEndsAt, i18n.language) })}
        </div>
      )}
      {capped && (
        <Button size="m" mode="filled" Component={RouteLink} href={staffPath(slug, "settings", "subscription")}>
          {t("limits.upgrade")}
        </Button>
      )}
    </section>
  );
}
