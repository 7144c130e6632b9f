// Owner registration in one step: a WEB account and its tenant, both or neither.
import { AppError } from "@booking/contracts";
import type { Tenant, User } from "@booking/db";
import type { PlatformDb } from "../tenancy/databases.ts";
import { hashPassword } from "../auth/password.ts";
import { assertEmailFree, createWebUser, type WebRegistration } from "../users/register-web.ts";
import { checkSlugAvailability, createTenantOwnedBy, type TenantSetup } from "./tenant-setup.ts";

export async function registerOwner(db: PlatformDb, input: WebRegistration & TenantSetup): Promise<{ user: User; tenant: Tenant }> {
  // Cheap refusals first, before the deliberately slow hash; the unique indexes still decide races.
  await assertEmailFree(db, input.email);
  const slug = await checkSlugAvailability(db, input.slug);
  if (slug.reason) throw new AppError(slug.reason);
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const user = await createWebUser(tx, input, passwordHash);
    const tenant = await createTenantOwnedBy(tx, user.id, input);
    return { user, tenant };
  });
}
