// Expert profiles for the admins (issue 16.2): name, photo, short bio, whether customers may pick
// the expert, and the services they provide (none assigned to a service: every expert provides it).
import { AppError } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export interface AdminExpertView {
  id: string;
  name: string;
  photoUrl: string | null;
  bio: string | null;
  isActive: boolean;
  isDefault: boolean;
  /** The team member this expert is (null: the page's own default expert). */
  userId: string | null;
  serviceIds: string[];
}

const select = {
  id: true,
  name: true,
  photoUrl: true,
  bio: true,
  isActive: true,
  isDefault: true,
  userId: true,
  services: { select: { serviceId: true } },
} as const;

type Row = { services: { serviceId: string }[] } & Omit<AdminExpertView, "serviceIds">;
const toView = ({ services, ...row }: Row): AdminExpertView => ({ ...row, serviceIds: services.map((s) => s.serviceId) });

export async function listExpertsForAdmin(db: ScopedDb): Promise<AdminExpertView[]> {
  const rows = await db.expert.findMany({ orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }], select });
  return rows.map(toView);
}

export interface ExpertProfileInput {
  name: string;
  photoUrl: string | null;
  bio: string | null;
  isActive: boolean;
  serviceIds: readonly string[];
}

export async function updateExpertProfile(
  db: ScopedDb,
  tenantId: string,
  expertId: string,
  input: ExpertProfileInput,
): Promise<AdminExpertView> {
  const serviceIds = [...new Set(input.serviceIds)];
  return db.$transaction(async (tx) => {
    const { count } = await tx.expert.updateMany({
      where: { id: expertId },
      data: { name: input.name, photoUrl: input.photoUrl, bio: input.bio, isActive: input.isActive },
    });
    if (count === 0) throw new AppError("EXPERT_NOT_FOUND");
    if (serviceIds.length && (await tx.service.count({ where: { id: { in: serviceIds }, archivedAt: null } })) !== serviceIds.length) {
      throw new AppError("SERVICE_NOT_FOUND");
    }
    await tx.expertService.deleteMany({ where: { expertId } });
    if (serviceIds.length) await tx.expertService.createMany({ data: serviceIds.map((serviceId) => ({ tenantId, expertId, serviceId })) });
    return toView(await tx.expert.findUniqueOrThrow({ where: { id: expertId }, select }));
  });
}
