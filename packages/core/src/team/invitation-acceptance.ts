// Opening and accepting a team invitation (issue 16.1). Accepting is one conditional UPDATE in the
// transaction that writes the membership, under the tenant's plan lock (issue 29.8), where:
// - an invitation sent to an email address is accepted only by the account holding that address,
//   verified (issue 29.3: before, any session could take an ADMIN invitation meant for someone else);
//   a link without an address and a Telegram invitation still go to whoever opens them;
// - the plan decides at acceptance too: after a downgrade, open invitations beyond the team size (or
//   an EXPERT invitation on a plan without experts) cannot be accepted. They stay open, so they
//   work again after an upgrade. Refusals roll the claim back with everything else.
import { AppError } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import { displayName } from "../booking/booking-view.ts";
import { effectivePlan } from "../billing/subscription-state.ts";
import { sha256 } from "../crypto/secret-box.ts";
import { withTenantPlanLock } from "../tenancy/plan-guard.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { assertRoomInTeam, openInvitationWhere } from "./invitations.ts";
import { activateExpertFor, assertRoleAllowed, type TeamRole } from "./team-roles.ts";

export type InvitationState = "OPEN" | "EXPIRED" | "USED";

export interface InvitationPreview {
  role: TeamRole;
  state: InvitationState;
  expiresAt: string;
  tenantName: string;
  invitedBy: string | null;
  /** The address an email invitation was sent to, masked (`i***@example.com`): only its holder may accept. */
  sentTo: string | null;
}

function stateOf(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): InvitationState {
  if (row.acceptedAt || row.revokedAt) return "USED";
  return row.expiresAt <= now ? "EXPIRED" : "OPEN";
}

/** `ivan.petrov@example.com` → `i***@example.com`: enough to recognise one's own address, not to learn someone's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "***" : `${email[0]}***${email.slice(at)}`;
}

/** What the invitation page shows before the invitee accepts (no account needed). */
export async function previewInvitation(
  db: ScopedDb,
  tenant: Pick<Tenant, "displayName">,
  token: string,
  now: Date,
): Promise<InvitationPreview> {
  const row = await db.teamInvitation.findUnique({
    where: { tokenHash: sha256(token) },
    select: {
      role: true,
      channel: true,
      email: true,
      acceptedAt: true,
      revokedAt: true,
      expiresAt: true,
      createdBy: { select: { firstName: true, lastName: true } },
    },
  });
  if (!row) throw new AppError("INVITATION_NOT_FOUND");
  return {
    role: row.role as TeamRole,
    state: stateOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    tenantName: tenant.displayName,
    invitedBy: row.createdBy ? displayName(row.createdBy) : null,
    sentTo: row.channel === "EMAIL" && row.email ? maskEmail(row.email) : null,
  };
}

export interface AcceptingUser {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string | null;
  emailVerified: boolean;
}

/** An invitation sent to an address belongs to the account holding it, verified. */
function assertInvitee(invitation: { channel: string; email: string | null }, user: AcceptingUser): void {
  if (invitation.channel !== "EMAIL" || !invitation.email) return;
  if (user.email?.toLowerCase() !== invitation.email.toLowerCase()) {
    throw new AppError(
      "INVITATION_FOR_ANOTHER_EMAIL",
      `This invitation was sent to ${maskEmail(invitation.email)}: log in with that address to accept it`,
    );
  }
  if (!user.emailVerified) throw new AppError("INVITATION_EMAIL_UNVERIFIED");
}

/** The plan's refusal, worded for the invitee (who cannot upgrade): a PLAN_* code would offer them an upgrade. */
function assertPlanAdmits(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof AppError && error.code.startsWith("PLAN_")) throw new AppError("INVITATION_OVER_PLAN", undefined, error.details);
    throw error;
  }
}

/**
 * The logged-in user joins the team in the invited role. Refusals leave the invitation as it was:
 * someone else's invitation stays theirs, one the plan no longer admits stays open for an upgrade.
 */
export async function acceptInvitation(
  db: ScopedDb,
  request: { tenant: Pick<Tenant, "id" | "planExpiresAt">; token: string; user: AcceptingUser; now: Date },
): Promise<{ role: TeamRole }> {
  const { user, now } = request;
  const tenantId = request.tenant.id;
  const tokenHash = sha256(request.token);
  return withTenantPlanLock(db, tenantId, async (tx, lockedPlan) => {
    const [claimed] = await tx.teamInvitation.updateManyAndReturn({
      where: { tokenHash, ...openInvitationWhere(now) },
      data: { acceptedAt: now, acceptedById: user.id },
    });
    if (!claimed) {
      const row = await tx.teamInvitation.findUnique({
        where: { tokenHash },
        select: { acceptedAt: true, revokedAt: true, expiresAt: true },
      });
      if (!row) throw new AppError("INVITATION_NOT_FOUND");
      throw new AppError(stateOf(row, now) === "EXPIRED" ? "INVITATION_EXPIRED" : "INVITATION_USED");
    }
    assertInvitee(claimed, user);
    const role = claimed.role as TeamRole;
    const member = await tx.membership.findUnique({
      where: { tenantId_userId: { tenantId, userId: user.id } },
      select: { id: true, role: true },
    });
    if (member && member.role !== "CUSTOMER") throw new AppError("ALREADY_TEAM_MEMBER");
    // The plan now, not the plan the invitation was made under; a lapsed paid plan is FREE.
    const plan = effectivePlan({ plan: lockedPlan, planExpiresAt: request.tenant.planExpiresAt }, now);
    const staff = await tx.membership.count({ where: { role: { in: ["ADMIN", "EXPERT"] } } });
    assertPlanAdmits(() => {
      assertRoleAllowed(plan, role);
      assertRoomInTeam(plan, staff);
    });
    if (member) await tx.membership.update({ where: { id: member.id }, data: { role } });
    else await tx.membership.create({ data: { tenantId, userId: user.id, role, createdAt: now } });
    if (role === "EXPERT") await activateExpertFor(tx, tenantId, user);
    await tx.teamChange.create({
      data: {
        tenantId,
        action: "JOINED",
        actorId: user.id,
        subjectUserId: user.id,
        fromRole: member?.role ?? null,
        toRole: role,
        invitationId: claimed.id,
        createdAt: now,
      },
    });
    return { role };
  });
}
