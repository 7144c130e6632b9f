// Issue 15.4: bookings per day and paid revenue per day over the stats range, counted by
// appointment date like the cards. Hand-drawn SVG bars (no chart library: two bar series do not
// justify one), each chart an image with a text summary and a <title> per bar for screen readers.
import { addDays } from "@booking/contracts/civil-date";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { formatMoney } from "../../../lib/format.ts";

export interface DayPoint { date: string; value: number }
type ChartBooking = { date: string; serviceId: string; status: string; price: number };
const MAX_DAYS = 366;

/** One point per day from `from` to `to`: bookings of every status (as the total card), and PAID prices. */
export function dailySeries(bookings: readonly ChartBooking[], from: string, to: string, serviceId?: string) {
  const counts = new Map<string, number>();
  const revenue = new Map<string, number>();
  for (const b of bookings) {
    if (serviceId && b.serviceId !== serviceId) continue;
    counts.set(b.date, (counts.get(b.date) ?? 0) + 1);
    if (b.status === "PAID") revenue.set(b.date, (revenue.get(b.date) ?? 0) + b.price);
  }
  const days: string[] = [];
  for (let day = from; day <= to && days.length < MAX_DAYS; day = addDays(day, 1)) days.push(day);
  return {
    bookings: days.map((date) => ({ date, value: counts.get(date) ?? 0 })),
    revenue: days.map((date) => ({ date, value: Math.round((revenue.get(date) ?? 0) * 100) / 100 })),
  };
}

const HEIGHT = 120;

function BarChart({ title, points, format, testId }: { title: string; points: DayPoint[]; format: (value: number) => string; testId: string }) {
  const { t } = useTranslation();
  const max = Math.max(0, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.find((p) => p.value === max);
  const summary = max === 0 ? t("admin.stats.chartEmpty")
    : t("admin.stats.chartSummary", { total: format(total), days: points.length, peakDate: peak?.date, peak: format(max) });
  const width = Math.max(points.length, 1) * 10;
  return (
    <figure className="stats-chart" data-testid={testId} data-total={total}>
      <figcaption><strong>{title}</strong> <span className="muted">{summary}</span></figcaption>
      <svg role="img" aria-label={`${title}: ${summary}`} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="stats-chart__svg">
        <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stats-chart__axis" />
        {points.map((p, i) => p.value > 0 && (
          <rect key={p.date} className="stats-chart__bar" x={i * 10 + 1} width={8}
            y={HEIGHT - (p.value / max) * (HEIGHT - 4)} height={(p.value / max) * (HEIGHT - 4)}>
            <title>{`${p.date}: ${format(p.value)}`}</title>
          </rect>
        ))}
      </svg>
      <div className="stats-chart__scale muted" aria-hidden="true"><span>{points[0]?.date}</span><span>{points.at(-1)?.date}</span></div>
    </figure>
  );
}

export function StatsCharts({ from, to, serviceId, expertId, currency }: { from: string; to: string; serviceId?: string; expertId?: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const bookings = useQuery(useTRPC().admin.bookings.list.queryOptions({ from, to, expertId }));
  if (!bookings.data) return null;
  const series = dailySeries(bookings.data, from, to, serviceId);
  return (
    <div className="stats-charts">
      <BarChart title={t("admin.stats.chartBookings")} points={series.bookings} format={String} testId="stats-chart-bookings" />
      <BarChart title={t("admin.stats.chartRevenue")} points={series.revenue} format={(v) => formatMoney(v, currency, i18n.language)} testId="stats-chart-revenue" />
    </div>
  );
}
