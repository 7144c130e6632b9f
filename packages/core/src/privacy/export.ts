// A person's data as one JSON document (issue 30, GET /api/user/export): their profile, and per
// business their membership, bookings (with status history and payments), waitlist entries, consents
// and calendar feeds; the platform's terms they accepted, their sessions and their own data requests.
// Secrets are never part of it (password hash, token hashes, login codes). A business's private notes
// about a client are the business's records, asked of the business (README). Audit-logged.
import type { Databases } from "../tenancy/databases.ts";
import { fromMinorUnits } from "../booking/money.ts";
import { userDataTenants } from "./privacy-sql.ts";

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export async function exportUserData(dbs: Databases, request: { userId: string; sessionId: string | null; now: Date }) {
  const { userId, now } = request;
  const user = await dbs.platform.user.findUniqueOrThrow({ where: { id: userId } });
  const [platformConsents, sessions, requests] = await Promise.all([
    dbs.platform.platformConsent.findMany({ where: { userId }, orderBy: { grantedAt: "asc" } }),
    dbs.platform.session.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    dbs.platform.privacyEvent.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
  ]);
  const tenantIds = (await dbs.sql.rows(userDataTenants, [userId])).map((row) => row.tenantId);
  const tenants = [];
  for (const tenantId of tenantIds) tenants.push(await tenantData(dbs, tenantId, userId));
  const document = {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      telegramId: user.telegramId === null ? null : String(user.telegramId),
      telegramUsername: user.telegramUsername,
      photoUrl: user.photoUrl,
      language: user.language,
      userType: user.userType,
      emailVerified: user.emailVerified,
      phoneVerified: user.phoneVerified,
      hasPassword: user.passwordHash !== null,
      createdAt: user.createdAt.toISOString(),
    },
    platformConsents: platformConsents.map((c) => ({
      channel: c.channel,
      textVersion: c.textVersion,
      policyVersion: c.policyVersion,
      grantedAt: c.grantedAt.toISOString(),
    })),
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: s.expiresAt.toISOString(),
      revokedAt: iso(s.revokedAt),
      ip: s.ip,
      userAgent: s.userAgent,
      current: s.id === request.sessionId,
    })),
    dataRequests: requests.map((r) => ({ action: r.action, createdAt: r.createdAt.toISOString() })),
    tenants,
  };
  await dbs.platform.privacyEvent.create({
    data: { userId, action: "DATA_EXPORTED", details: { tenants: tenants.length }, createdAt: now },
  });
  return document;
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;

async function tenantData(dbs: Databases, tenantId: string, userId: string) {
  const db = dbs.tenant(tenantId);
  const [tenant, membership, bookings, waitlist, consents, feeds] = await Promise.all([
    dbs.platform.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { slug: true, displayName: true } }),
    db.membership.findFirst({ where: { userId } }),
    db.booking.findMany({
      where: { userId },
      orderBy: { startsAt: "asc" },
      include: {
        service: { select: { name: true } },
        expert: { select: { name: true } },
        history: { orderBy: { createdAt: "asc" } },
        payments: { orderBy: { createdAt: "asc" } },
      },
    }),
    db.waitlistEntry.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { service: { select: { name: true } } } }),
    db.consent.findMany({ where: { userId }, orderBy: { grantedAt: "asc" } }),
    db.calendarFeed.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
  ]);
  return {
    slug: tenant.slug,
    name: tenant.displayName,
    role: membership?.role ?? null,
    memberSince: iso(membership?.createdAt),
    bookings: bookings.map((b) => ({
      id: b.id,
      service: b.service.name,
      expert: b.expert.name,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      status: b.status,
      price: fromMinorUnits(b.priceMinor),
      currency: b.currency,
      createdAt: b.createdAt.toISOString(),
      cancelReason: b.cancelReason,
      history: b.history.map((h) => ({ from: h.fromStatus, to: h.toStatus, at: h.createdAt.toISOString(), reason: h.reason })),
      payments: b.payments.map((p) => ({
        status: p.status,
        amount: fromMinorUnits(p.amountMinor),
        currency: p.currency,
        provider: p.provider,
        createdAt: p.createdAt.toISOString(),
        paidAt: iso(p.paidAt),
      })),
    })),
    waitlist: waitlist.map((w) => ({
      service: w.service.name,
      date: w.date,
      startsAt: iso(w.startsAt),
      status: w.status,
      createdAt: w.createdAt.toISOString(),
    })),
    consents: consents.map((c) => ({
      kind: c.kind,
      channel: c.channel,
      textVersion: c.textVersion,
      policyVersion: c.policyVersion,
      grantedAt: c.grantedAt.toISOString(),
      withdrawnAt: iso(c.withdrawnAt),
    })),
    calendarFeeds: feeds.map((f) => ({ kind: f.kind, createdAt: f.createdAt.toISOString() })),
  };
}
