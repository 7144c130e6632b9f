// Which experts a customer may pick (issue 16.2). Only ENTERPRISE sells several experts: every other
// plan has its one implicit (default) expert and its calendar is unchanged. On ENTERPRISE the
// active experts are offered; for a service, those assigned to it, or all when nobody is assigned.
import { AppError, planLimits, type PlanName } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export interface PublicExpert {
  id: string;
  name: string;
  photoUrl: string | null;
  bio: string | null;
}

/** The calendar's expert choice: one expert's id, or "any" (the first free one at each time). */
export type ExpertChoice = string | "any";

export async function offeredExperts(db: ScopedDb, tenant: { plan: PlanName }, serviceId?: string): Promise<PublicExpert[]> {
  const select = { id: true, name: true, photoUrl: true, bio: true } as const;
  if (!planLimits(tenant.plan).allowsMultipleExperts) {
    return db.expert.findMany({ where: { isDefault: true }, select });
  }
  const assigned = serviceId ? await db.expertService.findMany({ where: { serviceId }, select: { expertId: true } }) : [];
  return db.expert.findMany({
    where: { isActive: true, ...(assigned.length ? { id: { in: assigned.map((a) => a.expertId) } } : {}) },
    orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }],
    select,
  });
}

/**
 * The experts whose slots a calendar request reads: undefined without a choice (the default
 * expert's calendar, as before experts existed), else the chosen one or every offered one.
 */
export async function calendarExperts(
  db: ScopedDb,
  tenant: { plan: PlanName },
  query: { expertId?: ExpertChoice; serviceId?: string },
): Promise<string[] | undefined> {
  if (query.expertId === undefined) return undefined;
  const offered = (await offeredExperts(db, tenant, query.serviceId)).map((expert) => expert.id);
  if (query.expertId === "any") return offered;
  if (!offered.includes(query.expertId)) throw new AppError("EXPERT_NOT_FOUND");
  return [query.expertId];
}
