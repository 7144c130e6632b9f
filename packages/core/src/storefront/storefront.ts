// Issue 25.1 "the tenant home is the business's page": everything the page shows in one read, the
// business (its public profile), its experts when it has several, and its services with price,
// duration and the next free time. A constant set of queries run side by side, whatever the number
// of services: the tenant row, its bot, the services, the experts, the next free times (one
// statement, next-free-sql.ts) and the plan's monthly limit. Served by GET /api/tenant/storefront
// and written into the HTML of the home and the booking page (apps/api plugins/client.ts).
import { AppError, planLimits } from "@booking/contracts";
import type { Sql, Tenant } from "@booking/db";
import { earliestStart } from "../booking/booking-policy.ts";
import { bookingWindow, localDateRangeToInstants } from "../booking/local-time.ts";
import { monthlyBookingLimitReached } from "../booking/plan-usage.ts";
import { createSlotTimesFormatter } from "../booking/slot-times.ts";
import { offeredExperts, type PublicExpert } from "../experts/offered-experts.ts";
import { listActiveServices } from "../services/list-services.ts";
import type { ServiceView } from "../services/service-view.ts";
import type { Databases } from "../tenancy/databases.ts";
import { tenantBotUsername, toPublicProfile, type TenantPublicProfile } from "../tenancy/public-profile.ts";
import { resolveTenant } from "../tenancy/resolve-tenant.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { nextFreeStarts } from "./next-free-sql.ts";

/** The earliest start a customer may book now, in the business's zone; null: nothing free in the window. */
export interface NextFreeTime {
  startsAt: string;
  /** Local date and start time in the tenant's zone (profile.timeZone). */
  date: string;
  startTime: string;
}

export interface StorefrontService extends Omit<ServiceView, "isActive"> {
  currency: string;
  nextFree: NextFreeTime | null;
}

export interface Storefront {
  profile: TenantPublicProfile;
  /** Only when the customer chooses between several (ENTERPRISE); empty for a one-person business. */
  experts: PublicExpert[];
  services: StorefrontService[];
}

/** When the service can next be booked, per service id (the storefront_next_free statement). */
export async function nextFreeTimes(sql: Sql, tenant: Tenant, now: Date): Promise<Map<string, Date>> {
  const window = bookingWindow(now, tenant.timeZone);
  const { end } = localDateRangeToInstants(window.from, window.to, tenant.timeZone);
  const severalExperts = planLimits(tenant.plan).allowsMultipleExperts;
  const rows = await sql.rows(nextFreeStarts, [tenant.id, earliestStart(tenant, now), end, tenant.bufferMinutes, severalExperts]);
  return new Map(rows.map((row) => [row.serviceId, new Date(row.startsMs)]));
}

export async function loadStorefront(
  sql: Sql,
  scoped: ScopedDb,
  tenant: Tenant,
  platformBot: string | undefined,
  now: Date,
): Promise<Storefront> {
  const [tenantBot, services, experts, nextFree, limitReached] = await Promise.all([
    tenantBotUsername(scoped),
    listActiveServices(sql, tenant.id),
    offeredExperts(scoped, tenant),
    nextFreeTimes(sql, tenant, now),
    monthlyBookingLimitReached(scoped, tenant, now),
  ]);
  const format = createSlotTimesFormatter(tenant.timeZone);
  const nextOf = (service: Pick<ServiceView, "id" | "duration">): NextFreeTime | null => {
    const startsAt = limitReached ? undefined : nextFree.get(service.id);
    if (!startsAt) return null;
    const { date, startTime } = format(startsAt, new Date(startsAt.getTime() + service.duration * 60_000));
    return { startsAt: startsAt.toISOString(), date, startTime };
  };
  return {
    profile: toPublicProfile(tenant, { tenantBot, platformBot }),
    experts: experts.length > 1 ? experts : [],
    services: services.map(({ isActive: _active, ...service }) => ({ ...service, currency: tenant.currency, nextFree: nextOf(service) })),
  };
}

/** The storefront of the tenant a slug names, or null when there is none (the page does not exist). */
export async function findStorefront(dbs: Databases, slug: string, platformBot: string | undefined, now: Date): Promise<Storefront | null> {
  try {
    const { tenant } = await resolveTenant(dbs.sql, { slug });
    return await loadStorefront(dbs.sql, dbs.tenant(tenant.id), tenant, platformBot, now);
  } catch (error) {
    if (error instanceof AppError && error.code === "TENANT_NOT_FOUND") return null;
    throw error;
  }
}
