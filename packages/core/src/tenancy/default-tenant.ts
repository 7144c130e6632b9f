// The spec's tenant area defaults to `default` (/webapp/default, calls without X-Tenant), so every
// platform has that tenant: the demo seeds a full one; otherwise an empty one is created on start.
import { DEFAULT_TENANT_SLUG, DEFAULT_TIME_ZONE } from "@booking/contracts";
import type { PlatformDb } from "./databases.ts";

/** Creates an empty `default` tenant when there is none; returns whether it did. */
export async function ensureDefaultTenant(db: PlatformDb): Promise<boolean> {
  const { count } = await db.tenant.createMany({
    data: [{ slug: DEFAULT_TENANT_SLUG, displayName: "Booking", plan: "FREE", timeZone: DEFAULT_TIME_ZONE }],
    skipDuplicates: true,
  });
  return count === 1;
}
