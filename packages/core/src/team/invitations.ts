// Team invitations (issue 16.1): the owner invites someone as ADMIN or EXPERT by a link (sent by
// email, or copied) or by a one-time Telegram deep link to the platform bot. The token is random
// (24 bytes), shown once inside the link and stored as its SHA-256. Accepting is one conditional
// UPDATE (still open, not expired), so an invitation works once even when two people open it at
// the same moment; the membership and the audit row are written in the same transaction.
import { AppError, INVITATION_START_PREFIX, INVITATION_TTL_HOURS, planLimits, type Language, type PlanName } from "@booking/contracts";
import type { Sql, Tenant } from "@booking/db";
import { botStartLink, miniAppUrl } from "@booking/telegram";
import { displayName } from "../booking/booking-view.ts";
import { randomToken, sha256 } from "../crypto/secret-box.ts";
import { enqueueEmail, type JobTable } from "../mail/outbox.ts";
import type { Deps } from "../deps.ts";
import { withTenantPlanLock } from "../tenancy/plan-guard.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { assertRoleAllowed, type TeamRole } from "./team-roles.ts";
import { invitationTenantStatement } from "./team-sql.ts";
import { answered, type IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

export interface NewInvitation {
  role: TeamRole;
  channel: "EMAIL" | "TELEGRAM";
  email?: string;
}

export interface CreatedInvitation {
  id: string;
  role: TeamRole;
  channel: "EMAIL" | "TELEGRAM";
  email: string | null;
  expiresAt: string;
  /** The one-time link: in the first answer only (a keyed repeat answers null), never stored. */
  link: string | null;
  /** Whether the link was queued as an email to `email` (EMAIL channel with an address). */
  emailed: boolean;
}

/** Open invitations count against the plan's team size like members do. */
export function openInvitationWhere(now: Date) {
  return { acceptedAt: null, revokedAt: null, expiresAt: { gt: now } };
}

export function assertRoomInTeam(plan: PlanName, used: number): void {
  const max = planLimits(plan).maxTeamMembers;
  if (max !== null && used >= max) {
    const message =
      max === 0
        ? `Your ${plan} plan has no team members besides the owner`
        : `Your ${plan} plan allows at most ${max} team member${max === 1 ? "" : "s"}`;
    throw new AppError("PLAN_LIMIT_TEAM", message, { plan, limit: max });
  }
}

export function invitationLink(deps: Pick<Deps, "config">, tenantSlug: string, channel: "EMAIL" | "TELEGRAM", token: string): string {
  if (channel === "TELEGRAM") {
    if (!deps.config.telegramBotUsername) throw new AppError("TELEGRAM_BOT_NOT_CONFIGURED");
    return botStartLink(deps.config.telegramBotUsername, `${INVITATION_START_PREFIX}${token}`);
  }
  return miniAppUrl(deps.config.publicUrl, tenantSlug, `/invite/${token}`);
}

export async function createInvitation(
  db: ScopedDb,
  deps: Pick<Deps, "config">,
  request: {
    tenant: Pick<Tenant, "id" | "slug" | "displayName">;
    actor: { id: string; firstName: string; lastName: string | null; language: string };
    invitation: NewInvitation;
    now: Date;
  },
  answer?: IdempotentAnswer,
): Promise<CreatedInvitation> {
  const { tenant, invitation, now } = request;
  // 24 bytes: 32 characters, within Telegram's 64-character start payload with the prefix.
  const token = randomToken(24);
  const link = invitationLink(deps, tenant.slug, invitation.channel, token);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000);
  return withTenantPlanLock(db, tenant.id, async (tx, plan) => {
    assertRoleAllowed(plan, invitation.role);
    const [members, open] = await Promise.all([
      tx.membership.count({ where: { role: { in: ["ADMIN", "EXPERT"] } } }),
      tx.teamInvitation.count({ where: openInvitationWhere(now) }),
    ]);
    assertRoomInTeam(plan, members + open);
    const row = await tx.teamInvitation.create({
      data: {
        tenantId: tenant.id,
        tokenHash: sha256(token),
        role: invitation.role,
        channel: invitation.channel,
        email: invitation.email ?? null,
        expiresAt,
        createdById: request.actor.id,
        createdAt: now,
      },
    });
    await tx.teamChange.create({
      data: {
        tenantId: tenant.id,
        action: "INVITED",
        actorId: request.actor.id,
        toRole: invitation.role,
        invitationId: row.id,
        createdAt: now,
      },
    });
    // Sent through the durable outbox, committed with the invitation (in the owner's language:
    // the invitee's is not known yet).
    const emailed =
      invitation.channel === "EMAIL" &&
      !!invitation.email &&
      (await enqueueEmail(
        tx as unknown as JobTable,
        {
          to: invitation.email,
          locale: (request.actor.language === "en" ? "en" : "ru") as Language,
          key: `team-invitation:${row.id}`,
          template: "team-invitation",
          data: {
            business: tenant.displayName,
            invitedBy: displayName(request.actor),
            role: invitation.role,
            hours: INVITATION_TTL_HOURS,
            link,
          },
        },
        now,
      ));
    const view: CreatedInvitation = {
      id: row.id,
      role: invitation.role,
      channel: invitation.channel,
      email: row.email,
      expiresAt: expiresAt.toISOString(),
      link,
      emailed,
    };
    // A repeat of the request answers without the link: it is shown once (README "Team").
    return answered(tx, answer, view, { ...view, link: null });
  });
}

/** Withdraws an open invitation; its link then answers INVITATION_USED. */
export async function revokeInvitation(
  db: ScopedDb,
  request: { tenantId: string; actorId: string; invitationId: string; now: Date },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.teamInvitation.updateMany({
      where: { id: request.invitationId, acceptedAt: null, revokedAt: null },
      data: { revokedAt: request.now },
    });
    if (count === 0) throw new AppError("INVITATION_NOT_FOUND");
    await tx.teamChange.create({
      data: {
        tenantId: request.tenantId,
        action: "INVITATION_REVOKED",
        actorId: request.actorId,
        invitationId: request.invitationId,
        createdAt: request.now,
      },
    });
  });
}

/** For the platform bot: the page an invitation token belongs to, or null. */
export async function invitationTenant(sql: Sql, token: string): Promise<{ slug: string; displayName: string; role: string } | null> {
  if (token.length === 0 || token.length > 64) return null;
  const [row] = await sql.rows(invitationTenantStatement, [sha256(token)]);
  return row ?? null;
}
