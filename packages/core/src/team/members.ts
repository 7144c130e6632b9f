// The team screen (issue 16.1): the owner sees the members (owner, admins, experts), the open
// invitations and the recent team history, changes a member's role and removes a member. The
// owner is never changed here (OWNER_ROLE_FIXED). Removing a member keeps them as a customer of
// the page (their own bookings stay theirs). Every change is a TeamChange row naming its actor.
import { AppError, planLimits, type PlanName } from "@booking/contracts";
import type { Role } from "@booking/db";
import { displayName } from "../booking/booking-view.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { withTenantPlanLock } from "../tenancy/plan-guard.ts";
import { activateExpertFor, assertRoleAllowed, deactivateExpertFor, type TeamRole } from "./team-roles.ts";

export interface TeamMemberView {
  userId: string;
  name: string;
  email: string | null;
  role: "OWNER" | TeamRole;
  joinedAt: string;
}

export interface TeamInvitationView {
  id: string;
  role: TeamRole;
  channel: "EMAIL" | "TELEGRAM";
  email: string | null;
  expiresAt: string;
  createdBy: string | null;
}

export interface TeamChangeView {
  action: "INVITED" | "INVITATION_REVOKED" | "JOINED" | "ROLE_CHANGED" | "REMOVED";
  actor: string | null;
  subject: string | null;
  fromRole: Role | null;
  toRole: Role | null;
  at: string;
}

export interface TeamView {
  members: TeamMemberView[];
  invitations: TeamInvitationView[];
  history: TeamChangeView[];
  /** Members besides the owner plus open invitations, against the plan's maxTeamMembers. */
  used: number;
  maxTeamMembers: number | null;
  allowsExperts: boolean;
}

const ROLE_ORDER: Record<string, number> = { OWNER: 0, ADMIN: 1, EXPERT: 2 };
const HISTORY_ROWS = 30;
const person = { select: { firstName: true, lastName: true } } as const;

function nameOf(user: { firstName: string; lastName: string | null } | null): string | null {
  return user ? displayName(user) : null;
}

export async function getTeam(db: ScopedDb, plan: PlanName, now: Date): Promise<TeamView> {
  const [members, invitations, history] = await Promise.all([
    db.membership.findMany({
      where: { role: { in: ["OWNER", "ADMIN", "EXPERT"] } },
      select: { userId: true, role: true, createdAt: true, user: { select: { firstName: true, lastName: true, email: true } } },
    }),
    db.teamInvitation.findMany({
      where: { acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: "desc" },
      select: { id: true, role: true, channel: true, email: true, expiresAt: true, createdBy: person },
    }),
    db.teamChange.findMany({
      orderBy: { createdAt: "desc" },
      take: HISTORY_ROWS,
      select: { action: true, fromRole: true, toRole: true, createdAt: true, actor: person, subject: person },
    }),
  ]);
  const staff = members.filter((m) => m.role !== "OWNER").length;
  return {
    members: members
      .map((m) => ({
        userId: m.userId,
        name: displayName(m.user),
        email: m.user.email,
        role: m.role as TeamMemberView["role"],
        joinedAt: m.createdAt.toISOString(),
      }))
      .sort((a, b) => ROLE_ORDER[a.role]! - ROLE_ORDER[b.role]! || a.joinedAt.localeCompare(b.joinedAt)),
    invitations: invitations.map((i) => ({
      id: i.id,
      role: i.role as TeamRole,
      channel: i.channel,
      email: i.email,
      expiresAt: i.expiresAt.toISOString(),
      createdBy: nameOf(i.createdBy),
    })),
    history: history.map((h) => ({
      action: h.action,
      actor: nameOf(h.actor),
      subject: nameOf(h.subject),
      fromRole: h.fromRole,
      toRole: h.toRole,
      at: h.createdAt.toISOString(),
    })),
    used: staff + invitations.length,
    maxTeamMembers: planLimits(plan).maxTeamMembers,
    allowsExperts: planLimits(plan).allowsMultipleExperts,
  };
}

interface MemberChange {
  tenantId: string;
  actorId: string;
  userId: string;
  now: Date;
}

/** The member's row under the tenant's plan lock; the owner and non-members are refused. */
async function staffMember(tx: Parameters<Parameters<typeof withTenantPlanLock>[2]>[0], userId: string) {
  const member = await tx.membership.findFirst({
    where: { userId, role: { not: "CUSTOMER" } },
    select: { id: true, role: true, user: { select: { id: true, firstName: true, lastName: true } } },
  });
  if (!member) throw new AppError("MEMBER_NOT_FOUND");
  if (member.role === "OWNER") throw new AppError("OWNER_ROLE_FIXED");
  return member;
}

export async function changeMemberRole(
  db: ScopedDb,
  change: MemberChange & { role: TeamRole },
): Promise<{ userId: string; role: TeamRole }> {
  const { tenantId, userId, role, now } = change;
  return withTenantPlanLock(db, tenantId, async (tx, plan) => {
    const member = await staffMember(tx, userId);
    if (member.role === role) return { userId, role };
    assertRoleAllowed(plan, role);
    await tx.membership.update({ where: { id: member.id }, data: { role } });
    if (role === "EXPERT") await activateExpertFor(tx, tenantId, member.user);
    else await deactivateExpertFor(tx, userId, now);
    await tx.teamChange.create({
      data: {
        tenantId,
        action: "ROLE_CHANGED",
        actorId: change.actorId,
        subjectUserId: userId,
        fromRole: member.role,
        toRole: role,
        createdAt: now,
      },
    });
    return { userId, role };
  });
}

export async function removeMember(db: ScopedDb, change: MemberChange): Promise<{ removed: true }> {
  const { tenantId, userId, now } = change;
  return withTenantPlanLock(db, tenantId, async (tx) => {
    const member = await staffMember(tx, userId);
    await tx.membership.update({ where: { id: member.id }, data: { role: "CUSTOMER" } });
    await deactivateExpertFor(tx, userId, now);
    await tx.teamChange.create({
      data: { tenantId, action: "REMOVED", actorId: change.actorId, subjectUserId: userId, fromRole: member.role, createdAt: now },
    });
    return { removed: true as const };
  });
}
