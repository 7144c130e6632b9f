// An administrator erases a client of their tenant on request (issue 30, DELETE /api/admin/clients/{id}):
// that tenant's data only. Its bookings move to a nameless stand-in account (the tenant keeps them for
// its records, without whose they were), and the tenant forgets the person (forget.ts); the person's
// own account, and their data with other businesses, are untouched. Audit-logged per tenant.
import { AppError, ERASED_PERSON_NAME } from "@booking/contracts";
import type { Deps } from "../deps.ts";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { forgetInTenant, type ForgetCounts } from "./forget.ts";

export interface ErasureResult extends ForgetCounts {
  erased: true;
}

export async function eraseClient(
  db: ScopedDb,
  platform: PlatformDb,
  deps: Deps,
  request: { tenantId: string; clientId: string; actorId: string; now: Date },
): Promise<ErasureResult> {
  const { tenantId, clientId, actorId, now } = request;
  const membership = await db.membership.findFirst({ where: { userId: clientId } });
  // Only a client of this tenant: staff leave through the team screen, others are not found here.
  if (membership?.role !== "CUSTOMER") throw new AppError("CLIENT_NOT_FOUND");
  const standIn = await platform.user.create({
    data: { firstName: ERASED_PERSON_NAME, userType: "WEB", deletedAt: now },
    select: { id: true },
  });
  const counts = await forgetInTenant(db, { tenantId, userId: clientId, actorId, mode: "erase", standInId: standIn.id, now });
  await db.tenantPrivacyEvent.create({
    data: {
      tenantId,
      action: "CLIENT_ERASED",
      actorId,
      subjectUserId: clientId,
      details: { standInId: standIn.id, ...counts },
      createdAt: now,
    },
  });
  deps.log.info({ tenantId, clientId, actorId, ...counts }, "client erased");
  return { erased: true, ...counts };
}
