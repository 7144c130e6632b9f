// A business's privacy policy (issue 30): the owner links to their own policy or publishes its text
// on the business's page; with neither, the platform's default policy (naming the business and its
// contacts) applies. Changing it makes a new policy version: customers agree again at their next booking.
import type { Tenant } from "@booking/db";
import { contactsOf, type BusinessContacts } from "../account/business-settings.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { ownPolicyVersion, policyVersionOf } from "./consent.ts";

export interface PrivacyPolicyView {
  businessName: string;
  /** The business's own policy page, when it links to one. */
  url: string | null;
  /** The policy text the business published here; null with a link or with the platform's default. */
  text: string | null;
  /** Neither a link nor a text: the platform's default policy applies. */
  isDefault: boolean;
  version: string;
  contacts: BusinessContacts;
}

function viewOf(tenant: Tenant, text: string | null): PrivacyPolicyView {
  return {
    businessName: tenant.displayName,
    url: tenant.privacyPolicyUrl,
    text,
    isDefault: tenant.privacyPolicyVersion === null,
    version: policyVersionOf(tenant),
    contacts: contactsOf(tenant),
  };
}

/** `db` is the scope of `tenant`. */
export async function readPrivacyPolicy(db: ScopedDb, tenant: Tenant): Promise<PrivacyPolicyView> {
  const stored = tenant.privacyPolicyUrl ? null : await db.tenantPolicy.findFirst({ select: { text: true } });
  return viewOf(tenant, stored?.text ?? null);
}

/** A link, a text, or neither (the platform's default); never both (the input schema refuses it). */
export async function setPrivacyPolicy(
  db: ScopedDb,
  tenantId: string,
  policy: { url: string | null; text: string | null },
): Promise<PrivacyPolicyView> {
  const version = policy.url ? ownPolicyVersion({ url: policy.url }) : policy.text ? ownPolicyVersion({ text: policy.text }) : null;
  const tenant = await db.$transaction(async (tx) => {
    if (policy.text) {
      await tx.tenantPolicy.upsert({ where: { tenantId }, create: { tenantId, text: policy.text }, update: { text: policy.text } });
    } else {
      await tx.tenantPolicy.deleteMany({});
    }
    return tx.tenant.update({ where: { id: tenantId }, data: { privacyPolicyUrl: policy.url, privacyPolicyVersion: version } });
  });
  return viewOf(tenant, policy.text);
}
