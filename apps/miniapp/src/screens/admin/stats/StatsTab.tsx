// Spec §2 Stats tab: a date range (by default the last 30 days up to today, as the server counts
// them in the tenant's zone; its answer fills the inputs) with an optional service, and five
// cards: total bookings, confirmed, paid, new users and total revenue in dollars.
import { Select, Text } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatMoney } from "../../../lib/format.ts";
import type { AdminStats } from "../admin-types.ts";
import { DateRangeFields, type DateRange } from "../ui/DateRangeFields.tsx";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import "./stats.css";

const CARDS = [
  { key: "totalBookings", label: "admin.stats.totalBookings" },
  { key: "confirmedBookings", label: "admin.stats.confirmedBookings" },
  { key: "paidBookings", label: "admin.stats.paidBookings" },
  { key: "newUsers", label: "admin.stats.newUsers" },
  { key: "totalRevenue", label: "admin.stats.totalRevenue" },
] as const satisfies ReadonlyArray<{ key: keyof AdminStats; label: string }>;

function StatsCards({ stats }: { stats: AdminStats }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="stats-grid">
      {CARDS.map((card) => (
        <div key={card.key} className="stats-card" data-testid={`stat-${card.key}`}>
          <Text className="muted">{t(card.label)}</Text>
          <span className="stats-card__value">
            {card.key === "totalRevenue" ? formatMoney(stats.totalRevenue, stats.currency, i18n.language) : stats[card.key]}
          </span>
        </div>
      ))}
    </div>
  );
}

export function StatsTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [range, setRange] = useState<DateRange | null>(null);
  const [serviceId, setServiceId] = useState("");
  const services = useQuery(trpc.admin.services.list.queryOptions());
  const complete = !range || (!!range.from && !!range.to);
  const stats = useQuery({
    ...trpc.admin.stats.get.queryOptions({ ...(range ?? {}), serviceId: serviceId || undefined }),
    enabled: complete,
    placeholderData: (previous) => previous,
  });
  useLoadFailureToast(stats.error);
  const shownRange = range ?? (stats.data ? { from: stats.data.from, to: stats.data.to } : { from: "", to: "" });

  return (
    <>
      <div className="panel-card">
        <DateRangeFields range={shownRange} onChange={setRange} />
        <Select header={t("admin.stats.service")} aria-label={t("admin.stats.service")} name="serviceId" value={serviceId} onChange={(event) => setServiceId(event.target.value)}>
          <option value="">{t("admin.stats.allServices")}</option>
          {services.data?.map((service) => <option key={service.id} value={service.id}>{service.name}</option>)}
        </Select>
      </div>
      {stats.error ? <ErrorBox error={stats.error} onRetry={() => void stats.refetch()} />
        : stats.data ? <StatsCards stats={stats.data} />
          : <LoadingState />}
    </>
  );
}
