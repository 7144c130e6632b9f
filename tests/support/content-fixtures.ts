// Services, news, articles and bookings written straight to the database (fixtures, not the API),
// plus, for the tenant-isolation suite, what each mounted `{id}` route of these domains addresses:
// how to create one, a body that passes validation (so a refusal is about the tenant, not the
// input) and how to read the row back to prove it is unchanged.
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

export interface IdRouteResource {
  create(db: Db, tenant: Pick<Tenant, "id">): Promise<{ id: string }>;
  /** The row as stored (by id, any tenant), or null once deleted. */
  read(db: Db, id: string): Promise<unknown>;
  /** A body the route's validation accepts (PUT); the other methods take none. */
  validBody?: Record<string, unknown>;
}

const service: IdRouteResource = {
  create: (db, tenant) => createServiceRow(db, tenant),
  read: (db, id) => db.service.findUnique({ where: { id } }),
  validBody: { name: "Renamed", description: "Changed", price: 12.5, duration: 90, isActive: true },
};
const archivedService: IdRouteResource = {
  create: (db, tenant) => createServiceRow(db, tenant, { isActive: false, archivedAt: new Date() }),
  read: (db, id) => db.service.findUnique({ where: { id } }),
};
const news: IdRouteResource = {
  create: (db, tenant) => createNewsRow(db, tenant),
  read: (db, id) => db.news.findUnique({ where: { id } }),
  validBody: { title: "Changed", content: "Changed text", imageUrl: "https://example.com/a.png" },
};
const article: IdRouteResource = {
  create: (db, tenant) => createArticleRow(db, tenant),
  read: (db, id) => db.article.findUnique({ where: { id } }),
  validBody: { title: "Changed", content: "Changed text", coverImageUrl: "https://example.com/a.png" },
};

/** Keyed like restOperations(): `${method} ${url}` with Fastify's `:id`. */
export const CONTENT_ID_ROUTES: Record<string, IdRouteResource> = {
  "PUT /api/admin/services/:id": service,
  "DELETE /api/admin/services/:id": service,
  "POST /api/admin/services/:id/restore": archivedService,
  "PUT /api/admin/news/:id": news,
  "DELETE /api/admin/news/:id": news,
  "GET /api/articles/:id": article,
  "PUT /api/admin/articles/:id": article,
  "DELETE /api/admin/articles/:id": article,
};
