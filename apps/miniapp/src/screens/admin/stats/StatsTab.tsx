// Spec §2 Stats tab: a date range with an optional service, and five cards: total bookings,
// confirmed, paid, new users and total revenue. Issue 15.4: the default range is 30 days back to
// 30 days ahead of the tenant's today (a booking made today for next week counts), the tab says it
// counts by appointment date, and charts draw bookings, paid revenue and new clients per day or week
// (the server's trend). Issue 16.2: pages with several experts filter the cards and the charts by expert.
import { Select, Text } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { addDays } from "@booking/contracts/civil-date";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatMoney } from "../../../lib/format.ts";
import type { AdminStats } from "../admin-types.ts";
import { DateRangeFields, type DateRange } from "../ui/DateRangeFields.tsx";
import { ExpertSelect } from "../ui/ExpertSelect.tsx";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { useTenantToday } from "../availability/useTenantToday.ts";
import { StatsCharts } from "./StatsCharts.tsx";
import "./stats.css";

const DEFAULT_DAYS = 30;

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
  const today = useTenantToday();
  const [picked, setRange] = useState<DateRange | null>(null);
  const range = picked ?? { from: addDays(today, -DEFAULT_DAYS), to: addDays(today, DEFAULT_DAYS) };
  const [serviceId, setServiceId] = useState("");
  const [expertId, setExpertId] = useState("");
  const services = useQuery(trpc.admin.services.list.queryOptions());
  const complete = !!range.from && !!range.to;
  const stats = useQuery({
    ...trpc.admin.stats.get.queryOptions({ ...range, serviceId: serviceId || undefined, expertId: expertId || undefined }),
    enabled: complete,
    placeholderData: (previous) => previous,
  });
  useLoadFailureToast(stats.error);

  return (
    <>
      <div className="panel-card">
        <DateRangeFields range={range} onChange={setRange} />
        <Select
          header={t("admin.stats.service")}
          aria-label={t("admin.stats.service")}
          name="serviceId"
          value={serviceId}
          onChange={(event) => setServiceId(event.target.value)}
        >
          <option value="">{t("admin.stats.allServices")}</option>
          {services.data?.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </Select>
        <ExpertSelect value={expertId} onChange={setExpertId} allLabel={t("admin.desk.allExperts")} />
      </div>
      {stats.error ? (
        <ErrorBox error={stats.error} onRetry={() => void stats.refetch()} />
      ) : stats.data ? (
        <>
          <p className="muted stats-note" data-testid="stats-counted-by">
            {t("admin.stats.countedBy")}
          </p>
          <StatsCards stats={stats.data} />
          <StatsCharts trend={stats.data.trend} currency={stats.data.currency} />
        </>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
