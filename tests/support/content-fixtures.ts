// Services, news, articles and bookings written straight to the database (fixtures, not the API);
// what a route's `{id}` addresses, per kind, is in path-resources.ts.
import type { Article, Booking, Db, News, Service, Tenant, User } from "@booking/db";
import { defaultExpert } from "./booking-fixtures.ts";
import { uniq } from "./db.ts";

export async function createServiceRow(
  db: Db,
  tenant: Pick<Tenant, "id">,
  data: Partial<Pick<Service, "name" | "description" | "priceMinor" | "durationMinutes" | "isActive" | "archivedAt">> = {},
): Promise<Service> {
  return db.service.create({
    data: { tenantId: tenant.id, name: uniq("service"), description: "A service", priceMinor: 1500, durationMinutes: 60, ...data },
  });
}

export async function createNewsRow(
  db: Db,
  tenant: Pick<Tenant, "id">,
  data: Partial<Pick<News, "title" | "content" | "imageUrl" | "publishedAt">> = {},
): Promise<News> {
  return db.news.create({ data: { tenantId: tenant.id, title: uniq("news"), content: "News text", ...data } });
}

export async function createArticleRow(
  db: Db,
  tenant: Pick<Tenant, "id">,
  data: Partial<Pick<Article, "title" | "content" | "coverImageUrl" | "createdAt">> = {},
): Promise<Article> {
  return db.article.create({ data: { tenantId: tenant.id, title: uniq("article"), content: "Article text", ...data } });
}

/** A booking of `service` by `user`, one hour from `startsAt` (no slots: enough to reference the service). */
export async function createBookingRow(
  db: Db,
  {
    tenant,
    service,
    user,
    startsAt = new Date("2030-01-07T09:00:00Z"),
  }: { tenant: Pick<Tenant, "id">; service: Service; user: Pick<User, "id">; startsAt?: Date },
): Promise<Booking> {
  return db.booking.create({
    data: {
      tenantId: tenant.id,
      userId: user.id,
      serviceId: service.id,
      expertId: await defaultExpert(db, tenant),
      startsAt,
      endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
      priceMinor: service.priceMinor,
      currency: "USD",
    },
  });
}
