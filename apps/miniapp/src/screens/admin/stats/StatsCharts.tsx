// Issue 15.4: bookings, paid revenue and new clients over the stats range, per day or, for a range
// over 31 days, per week (the server's trend: GET /admin/stats), bookings counted by appointment
// date like the cards and clients by the day they joined. Hand-drawn SVG bars (no chart library:
// three bar series do not justify one), each chart an image with a text summary and a <title> per bar.
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatMoney } from "../../../lib/format.ts";
import type { AdminStats } from "../admin-types.ts";

export interface DayPoint {
  date: string;
  value: number;
}
type Trend = AdminStats["trend"];

/** One chart's points: the trend's buckets with one of its measures. */
export function trendSeries(trend: Trend, measure: "bookings" | "revenue" | "newClients"): DayPoint[] {
  return trend.points.map((point) => ({ date: point.start, value: point[measure] }));
}

const HEIGHT = 120;

/**
 * A bucket's first day in the reader's language (issue 25.8: no ISO strings): "5 мая" / "May 5",
 * with the year only when the chart crosses a new year, where the day and month alone would mislead.
 */
function dayLabeller(points: DayPoint[], language: string): (date: string) => string {
  const crossesYear = (points[0]?.date.slice(0, 4) ?? "") !== (points.at(-1)?.date.slice(0, 4) ?? "");
  const options: Intl.DateTimeFormatOptions = crossesYear
    ? { day: "numeric", month: "short", year: "numeric" }
    : { day: "numeric", month: "short" };
  return (date) => formatCalendarDate(date, language, options);
}

function BarChart({
  title,
  points,
  format,
  testId,
  bucket,
}: {
  title: string;
  points: DayPoint[];
  format: (value: number) => string;
  testId: string;
  bucket: Trend["bucket"];
}) {
  const { t, i18n } = useTranslation();
  const dayOf = dayLabeller(points, i18n.language);
  const max = Math.max(0, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = points.find((p) => p.value === max);
  const summary =
    max === 0
      ? t("admin.stats.chartEmpty")
      : t(`admin.stats.chartSummary.${bucket}`, {
          total: format(total),
          count: points.length,
          peakDate: peak && dayOf(peak.date),
          peak: format(max),
        });
  const width = Math.max(points.length, 1) * 10;
  const [first, last] = [points[0], points.at(-1)];
  return (
    <figure className="stats-chart" data-testid={testId} data-total={total}>
      <figcaption>
        <strong>{title}</strong> <span className="muted">{summary}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${summary}`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="stats-chart__svg"
      >
        <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stats-chart__axis" />
        {points.map(
          (p, i) =>
            p.value > 0 && (
              <rect
                key={p.date}
                className="stats-chart__bar"
                x={i * 10 + 1}
                width={8}
                y={HEIGHT - (p.value / max) * (HEIGHT - 4)}
                height={(p.value / max) * (HEIGHT - 4)}
              >
                <title>{`${dayOf(p.date)}: ${format(p.value)}`}</title>
              </rect>
            ),
        )}
      </svg>
      <div className="stats-chart__scale muted" aria-hidden="true">
        <span>{first && dayOf(first.date)}</span>
        <span>{last && dayOf(last.date)}</span>
      </div>
    </figure>
  );
}

export function StatsCharts({ trend, currency }: { trend: Trend; currency: string }) {
  const { t, i18n } = useTranslation();
  const chart = (measure: "bookings" | "revenue" | "newClients", testId: string, format: (value: number) => string) => (
    <BarChart
      title={t(`admin.stats.charts.${measure}.${trend.bucket}`)}
      points={trendSeries(trend, measure)}
      format={format}
      testId={testId}
      bucket={trend.bucket}
    />
  );
  return (
    <div className="stats-charts">
      {chart("bookings", "stats-chart-bookings", String)}
      {chart("revenue", "stats-chart-revenue", (v) => formatMoney(v, currency, i18n.language))}
      {chart("newClients", "stats-chart-new-clients", String)}
      <p className="muted stats-chart__note" data-testid="stats-new-clients-note">
        {t("admin.stats.newClientsNote")}
      </p>
    </div>
  );
}
