// What every registration records (issue 30): the platform's terms, and, when the form belongs to a
// business (its page, its mini app), that business's consent and the optional marketing opt-in. The
// platform's own forms (/register, owner sign-up) name no business: only the platform's terms apply.
import type { ConsentChannel } from "@booking/db";
import type { TenantRequest } from "../auth/sign-in.ts";
import { recordPlatformConsent, recordTenantConsent } from "./consent.ts";

export async function recordSignUpConsents(
  req: Pick<TenantRequest, "platform" | "scoped" | "tenant" | "tenantSource">,
  userId: string,
  channel: ConsentChannel,
  options: { marketingOptIn?: boolean; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await recordPlatformConsent(req.platform, { userId, channel, now });
  if (req.tenantSource !== "fallback" && channel !== "OWNER_SIGNUP") {
    await recordTenantConsent(req.scoped, req.tenant, { userId, channel, marketingOptIn: options.marketingOptIn, now });
  }
}
