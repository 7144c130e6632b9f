// Team roles (ARCHITECTURE.md, Identity and sessions): OWNER (one per tenant, set when the page is created, never by the team
// screens), ADMIN (everything but billing, domain, bot and keys) and EXPERT (their own schedule and
// bookings; ENTERPRISE, which sells "multiple experts"). An EXPERT member is an Expert row tied to
// their user: becoming one activates it, leaving the role deactivates it (their past bookings keep it).
import { AppError, planLimits, type PlanName } from "@booking/contracts";
import { displayName } from "../booking/booking-view.ts";
import type { ScopedTx } from "../tenancy/plan-guard.ts";

export const TEAM_ROLES = ["ADMIN", "EXPERT"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export function assertRoleAllowed(plan: PlanName, role: TeamRole): void {
  if (role === "EXPERT" && !planLimits(plan).allowsMultipleExperts) throw new AppError("PLAN_EXPERTS_NOT_ALLOWED");
}

/** The member's expert profile, created or reactivated (its name, photo and bio are kept). */
export async function activateExpertFor(
  tx: ScopedTx,
  tenantId: string,
  user: { id: string; firstName: string; lastName: string | null },
): Promise<void> {
  await tx.expert.upsert({
    where: { tenantId_userId: { tenantId, userId: user.id } },
    create: { tenantId, userId: user.id, name: displayName(user) },
    update: { isActive: true },
  });
  // Back in the role: their free slots went when they left, and the rolling job skipped them since.
  // A saved week is laid out again in full by the next roll (a null fill date means "full").
  await tx.expertSchedule.updateMany({ where: { expert: { userId: user.id } }, data: { filledThrough: null } });
}

/**
 * The member stops being an expert: the profile is no longer offered and their free future slots
 * go. Booked times stay with their bookings for the admins to handle.
 */
export async function deactivateExpertFor(tx: ScopedTx, userId: string, now: Date): Promise<void> {
  const expert = await tx.expert.findFirst({ where: { userId }, select: { id: true } });
  if (!expert) return;
  await tx.expert.update({ where: { id: expert.id }, data: { isActive: false } });
  await tx.slot.deleteMany({ where: { expertId: expert.id, bookingId: null, startsAt: { gt: now } } });
}
