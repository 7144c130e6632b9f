// Consent to personal data (issue 30, 152-FZ / GDPR): every registration form and a customer's first
// booking with a business record what the person agreed to (the consent wording's version and the
// policy's), when, and through which channel. A business's consent is per tenant; the platform's
// terms are accepted once per account (PlatformConsent). Marketing messages need their own opt-in.
import { AppError, CONSENT_TEXT_VERSION, PLATFORM_TERMS_VERSION } from "@booking/contracts";
import type { ConsentChannel, Tenant } from "@booking/db";
import { sha256 } from "../crypto/secret-box.ts";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

type PolicyColumns = Pick<Tenant, "privacyPolicyVersion">;

/**
 * Which policy a consent was given to: the business's own (a hash of its link or text, so a new text
 * is a new version and customers are asked again at their next booking), or the platform's default.
 */
export function policyVersionOf(tenant: PolicyColumns): string {
  return tenant.privacyPolicyVersion ?? `platform:${PLATFORM_TERMS_VERSION}`;
}

/** The version stored with a business's own policy (policy.ts). */
export function ownPolicyVersion(policy: { url: string } | { text: string }): string {
  return "url" in policy ? `url:${sha256(policy.url).slice(0, 16)}` : `text:${sha256(policy.text).slice(0, 16)}`;
}

export interface SignUpConsent {
  userId: string;
  channel: ConsentChannel;
  marketingOptIn?: boolean;
  now: Date;
}

/** The platform's terms and privacy policy, accepted with every registration. */
export async function recordPlatformConsent(
  platform: PlatformDb,
  consent: Pick<SignUpConsent, "userId" | "channel" | "now">,
): Promise<void> {
  await platform.platformConsent.create({
    data: {
      userId: consent.userId,
      channel: consent.channel,
      textVersion: CONSENT_TEXT_VERSION,
      policyVersion: PLATFORM_TERMS_VERSION,
      grantedAt: consent.now,
    },
  });
}

/** The business's consent (and its marketing opt-in when ticked), in the scope of `tenant`. */
export async function recordTenantConsent(db: ScopedDb, tenant: PolicyColumns & Pick<Tenant, "id">, consent: SignUpConsent): Promise<void> {
  const common = {
    tenantId: tenant.id,
    userId: consent.userId,
    channel: consent.channel,
    textVersion: CONSENT_TEXT_VERSION,
    grantedAt: consent.now,
  };
  await db.consent.create({ data: { ...common, kind: "PERSONAL_DATA", policyVersion: policyVersionOf(tenant) } });
  if (consent.marketingOptIn && !(await hasMarketingConsent(db, consent.userId))) {
    await db.consent.create({ data: { ...common, kind: "MARKETING", policyVersion: policyVersionOf(tenant) } });
  }
}

/** Whether the user agreed to this business's current policy and has not withdrawn it. */
export async function hasCurrentConsent(db: ScopedDb, tenant: PolicyColumns, userId: string): Promise<boolean> {
  const found = await db.consent.findFirst({
    where: { userId, kind: "PERSONAL_DATA", withdrawnAt: null, policyVersion: policyVersionOf(tenant) },
    select: { id: true },
  });
  return found !== null;
}

export async function hasMarketingConsent(db: ScopedDb, userId: string): Promise<boolean> {
  return (await db.consent.findFirst({ where: { userId, kind: "MARKETING", withdrawnAt: null }, select: { id: true } })) !== null;
}

/**
 * Before a customer's booking or waitlist entry: consent already given to the current policy passes;
 * otherwise the request must carry it (`consent: true`, recorded here) or is refused with the
 * spec-style key `consentRequired`, which the client answers by showing the consent box.
 */
export async function ensureBookingConsent(
  db: ScopedDb,
  tenant: PolicyColumns & Pick<Tenant, "id">,
  request: { userId: string; consent?: boolean; now: Date },
): Promise<void> {
  if (await hasCurrentConsent(db, tenant, request.userId)) return;
  if (request.consent !== true) throw new AppError("consentRequired", undefined, { field: "consent" });
  await recordTenantConsent(db, tenant, { userId: request.userId, channel: "BOOKING", now: request.now });
}

/** Opting in or out of the business's marketing messages (the account screen); answers the new state. */
export async function setMarketingConsent(
  db: ScopedDb,
  tenant: PolicyColumns & Pick<Tenant, "id">,
  request: { userId: string; optIn: boolean; now: Date },
): Promise<boolean> {
  if (request.optIn) {
    if (!(await hasMarketingConsent(db, request.userId))) {
      await db.consent.create({
        data: {
          tenantId: tenant.id,
          userId: request.userId,
          kind: "MARKETING",
          channel: "ACCOUNT",
          textVersion: CONSENT_TEXT_VERSION,
          policyVersion: policyVersionOf(tenant),
          grantedAt: request.now,
        },
      });
    }
    return true;
  }
  await db.consent.updateMany({
    where: { userId: request.userId, kind: "MARKETING", withdrawnAt: null },
    data: { withdrawnAt: request.now },
  });
  return false;
}

/** The customers a marketing message (e.g. a news broadcast) may go to: those opted in and not withdrawn. */
export async function marketingRecipients(db: ScopedDb): Promise<string[]> {
  const rows = await db.consent.findMany({
    where: { kind: "MARKETING", withdrawnAt: null },
    select: { userId: true },
    distinct: ["userId"],
  });
  return rows.map((row) => row.userId);
}

export interface ConsentState {
  policyVersion: string;
  textVersion: string;
  /** null for a visitor who is not logged in. */
  given: boolean | null;
  marketing: boolean | null;
}

export async function consentState(db: ScopedDb, tenant: PolicyColumns, userId: string | null): Promise<ConsentState> {
  const base = { policyVersion: policyVersionOf(tenant), textVersion: CONSENT_TEXT_VERSION };
  if (!userId) return { ...base, given: null, marketing: null };
  const [given, marketing] = await Promise.all([hasCurrentConsent(db, tenant, userId), hasMarketingConsent(db, userId)]);
  return { ...base, given, marketing };
}
