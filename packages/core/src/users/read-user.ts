// Reading another user's profile: yourself, or, as ADMIN/OWNER of the request's tenant, a member of
// that tenant. Anyone else gets the same 404 as for an id that does not exist.
import { AppError } from "@booking/contracts";
import type { Membership, User } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export interface UserWithMembership {
  user: User;
  membership: Membership | null;
}

export async function readUserAs(db: ScopedDb, viewer: UserWithMembership, userId: string): Promise<UserWithMembership> {
  if (userId === viewer.user.id) return viewer;
  const role = viewer.membership?.role;
  if (role !== "ADMIN" && role !== "OWNER") throw new AppError("FORBIDDEN");
  const membership = await db.membership.findFirst({ where: { userId }, include: { user: true } });
  if (!membership) throw new AppError("NOT_FOUND", "User not found");
  const { user, ...ownMembership } = membership;
  return { user, membership: ownMembership };
}
