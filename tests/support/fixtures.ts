// Rows for tests, each with unique names so files never share them.
import type { Db, Tenant, User } from "@booking/db";
import type { PlanName } from "@booking/contracts";
import { CONSENT_TEXT_VERSION } from "@booking/contracts";
import { createSession, hashPassword, policyVersionOf } from "@booking/core";
import { uniq } from "./db.ts";

export async function createTenant(db: Db, data: { plan?: PlanName; timeZone?: string; customDomain?: string } = {}): Promise<Tenant> {
  const slug = uniq("tn");
  return db.tenant.create({
    data: {
      slug,
      displayName: `Tenant ${slug}`,
      plan: data.plan ?? "PROFESSIONAL",
      timeZone: data.timeZone ?? "Europe/Moscow",
      customDomain: data.customDomain,
    },
  });
}

// Hashing is deliberately slow; one hash serves every fixture user.
let sharedHash: Promise<string> | undefined;
export const FIXTURE_PASSWORD = "fixture-pass-1";

export async function createUser(
  db: Db,
  data: {
    tenant?: Tenant;
    role?: "OWNER" | "ADMIN" | "EXPERT" | "CUSTOMER";
    telegramId?: bigint;
    withPassword?: boolean;
    userType?: "WEB" | "HYBRID" | "TELEGRAM";
    firstName?: string;
    /** With a tenant: whether the user already agreed to its privacy policy (issue 30); default true. */
    consent?: boolean;
  } = {},
): Promise<User & { token: string }> {
  sharedHash ??= hashPassword(FIXTURE_PASSWORD);
  const email = `${uniq("u")}@example.test`;
  const user = await db.user.create({
    data: {
      email,
      passwordHash: data.withPassword === false ? null : await sharedHash,
      firstName: data.firstName ?? "Test",
      username: email.split("@")[0],
      phone: "+79990000000",
      userType: data.userType ?? "WEB",
      telegramId: data.telegramId,
    },
  });
  if (data.tenant) {
    await db.membership.create({ data: { tenantId: data.tenant.id, userId: user.id, role: data.role ?? "CUSTOMER" } });
    if (data.consent !== false) await giveConsent(db, data.tenant, user.id);
  }
  return { ...user, token: await createSession(db, user.id) };
}

export function bearer(user: { token: string }): Record<string, string> {
  return { authorization: `Bearer ${user.token}` };
}

/** The user's consent to the tenant's current privacy policy, as a registration form records it. */
export async function giveConsent(db: Db, tenant: Tenant, userId: string): Promise<void> {
  const current = await db.tenant.findUniqueOrThrow({ where: { id: tenant.id }, select: { privacyPolicyVersion: true } });
  await db.consent.create({
    data: {
      tenantId: tenant.id,
      userId,
      kind: "PERSONAL_DATA",
      channel: "WEB",
      textVersion: CONSENT_TEXT_VERSION,
      policyVersion: policyVersionOf(current),
    },
  });
}
