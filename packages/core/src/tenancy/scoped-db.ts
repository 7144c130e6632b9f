// Every tenant-owned row is read and written through this client: it adds `tenantId` to every
// filter and every created row, so no call site can forget it (ARCHITECTURE.md, Tenant scope). The cross-tenant test
// suite proves the result. Models without tenantId (User, Session, PromoCode...) pass through.
import type { Db } from "@booking/db";

/** The models with a tenantId column; tests/isolation/scope-rules checks this against schema.prisma. */
export const TENANT_MODELS = [
  "Membership",
  "Expert",
  "Service",
  "Slot",
  "Booking",
  "BookingStatusChange",
  "News",
  "Article",
  "SubscriptionPeriod",
  "PromoRedemption",
  "PaymentMethod",
  "Payment",
  "BotConfig",
  "IdempotencyKey",
  "ClientNote",
  "CalendarFeed",
  "TenantLogo",
  "ApiKey",
  "WebhookEndpoint",
  "WebhookDelivery",
  "ExpertSchedule",
  "TeamInvitation",
  "TeamChange",
  "ExpertService",
  "StaffBookingMessage",
  "WaitlistEntry",
  "Consent",
  "TenantPrivacyEvent",
  "TenantPolicy",
  "CalendarChange",
] as const;
export type TenantModel = (typeof TENANT_MODELS)[number];
const TENANT_MODEL_SET: ReadonlySet<string> = new Set(TENANT_MODELS);

const FILTERED = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "count",
  "aggregate",
  "groupBy",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "delete",
  "deleteMany",
]);
const CREATING = new Set(["create", "createMany", "createManyAndReturn"]);

type Args = Record<string, unknown> & { where?: Record<string, unknown>; data?: unknown; create?: unknown };

function scopeArgs(operation: string, args: Args, tenantId: string): Args {
  if (FILTERED.has(operation)) return { ...args, where: { ...args.where, tenantId } };
  if (CREATING.has(operation)) {
    const data = Array.isArray(args.data)
      ? args.data.map((row: Record<string, unknown>) => ({ ...row, tenantId }))
      : { ...(args.data as Record<string, unknown>), tenantId };
    return { ...args, data };
  }
  if (operation === "upsert") {
    return { ...args, where: { ...args.where, tenantId }, create: { ...(args.create as Record<string, unknown>), tenantId } };
  }
  return args;
}

function createScopedDb(db: Db, tenantId: string) {
  return db.$extends({
    name: "tenant-scope",
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!TENANT_MODEL_SET.has(model)) return query(args);
          return query(scopeArgs(operation, (args ?? {}) as Args, tenantId) as typeof args);
        },
      },
    },
  });
}

export type ScopedDb = ReturnType<typeof createScopedDb>;

// Building an extended client costs more than the query it serves, so each database keeps its
// scoped clients (a wrapper with no data in it: nothing can go stale) for the most recent tenants.
const MAX_CACHED_TENANTS = 1000;
const cache = new WeakMap<Db, Map<string, ScopedDb>>();

export function scopedDb(db: Db, tenantId: string): ScopedDb {
  let perTenant = cache.get(db);
  if (!perTenant) {
    perTenant = new Map();
    cache.set(db, perTenant);
  }
  let scoped = perTenant.get(tenantId);
  if (scoped) {
    // Map keeps insertion order: re-inserting marks this tenant as recently used.
    perTenant.delete(tenantId);
  } else {
    scoped = createScopedDb(db, tenantId);
    if (perTenant.size >= MAX_CACHED_TENANTS) perTenant.delete(perTenant.keys().next().value!);
  }
  perTenant.set(tenantId, scoped);
  return scoped;
}
