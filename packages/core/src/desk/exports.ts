// GET /admin/bookings/export and /admin/clients/export (issue 15.1): the tenant's bookings of a date
// range and its clients as CSV files, headers and words in the caller's language (server texts).
// Both read through the tenant-scoped client only, so another tenant's rows cannot get in.
import type { Language } from "@booking/contracts/constants";
import { textsOf } from "@booking/i18n";
import { adminBookingSelect, adminRange, toAdminBookingViews } from "../booking/admin-booking-view.ts";
import { listClients, type ClientView } from "../clients/list-clients.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { todayInZone } from "../booking/local-time.ts";
import { toCsv, type CsvFile } from "./csv.ts";
import { labelIn, type IntakeAnswer } from "@booking/contracts";

/** A booking's answers in one cell (issue 31.1): "Question: answer" per line. */
function answersText(answers: readonly IntakeAnswer[], language: Language, texts: { yes: string; no: string }): string {
  return answers
    .map((answer) => {
      const value =
        typeof answer.value === "boolean"
          ? answer.value
            ? texts.yes
            : texts.no
          : typeof answer.value === "string"
            ? answer.value
            : labelIn(answer.value, language);
      return `${labelIn(answer.label, language)}: ${value}`;
    })
    .join("\n");
}

/** Larger exports are cut here (and the file says so in its name). */
export const EXPORT_MAX_ROWS = 50_000;
const CLIENT_PAGE = 500;

interface ExportTenant {
  slug: string;
  timeZone: string;
}

export async function exportBookingsCsv(
  db: ScopedDb,
  query: { from?: string; to?: string },
  tenant: ExportTenant,
  language: Language,
  now: Date,
): Promise<CsvFile> {
  const texts = textsOf(language, "server").csv;
  const { start, end } = adminRange(query, tenant.timeZone, now);
  const rows = await db.booking.findMany({
    where: { startsAt: { gte: start, lt: end } },
    select: adminBookingSelect,
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: EXPORT_MAX_ROWS,
  });
  const views = toAdminBookingViews(rows, tenant.timeZone);
  const h = texts.bookings;
  const header = [
    h.date,
    h.start,
    h.end,
    h.service,
    h.client,
    h.phone,
    h.email,
    h.telegram,
    h.status,
    h.noShow,
    h.answers,
    h.price,
    h.currency,
    h.created,
    h.id,
  ];
  const lines = views.map((b) => [
    b.date,
    b.startTime,
    b.endTime,
    b.serviceName,
    b.client.name,
    b.client.phone,
    b.client.email,
    b.client.telegramUsername,
    texts.status[b.status],
    b.noShow ? texts.yes : "",
    answersText(b.answers, language, texts),
    b.price,
    b.currency,
    b.createdAt,
    b.id,
  ]);
  const from = views[0]?.date ?? query.from ?? todayInZone(now, tenant.timeZone);
  const to = views.at(-1)?.date ?? query.to ?? from;
  const range = `${query.from ?? from}_${query.to ?? to}`;
  return { filename: `${texts.bookingsFile}-${tenant.slug}-${range}.csv`, content: toCsv(header, lines) };
}

export async function exportClientsCsv(
  db: ScopedDb,
  query: { search?: string },
  tenant: ExportTenant,
  language: Language,
  now: Date,
): Promise<CsvFile> {
  const texts = textsOf(language, "server").csv;
  const clients: ClientView[] = [];
  for (let page = 1; clients.length < EXPORT_MAX_ROWS; page++) {
    const { items } = await listClients(db, { search: query.search, page, pageSize: CLIENT_PAGE }, now);
    clients.push(...items);
    if (items.length < CLIENT_PAGE) break;
  }
  const h = texts.clients;
  const header = [h.name, h.phone, h.email, h.telegram, h.joined, h.visits, h.noShows, h.upcoming, h.cancelled, h.lastBooking, h.note];
  const lines = clients.map((c) => [
    c.name,
    c.phone,
    c.email,
    c.telegramUsername,
    c.joinedAt,
    c.visits,
    c.noShows,
    c.upcoming,
    c.cancelled,
    c.lastBookingAt,
    c.note,
  ]);
  return { filename: `${texts.clientsFile}-${tenant.slug}-${todayInZone(now, tenant.timeZone)}.csv`, content: toCsv(header, lines) };
}
