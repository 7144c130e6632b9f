// Experts for tests (issue 16.2): a team member with role EXPERT and their expert profile, and
// slots of one expert generated as the admin would.
import type { Db, Slot, Tenant, User } from "@booking/db";
import { generateSlotsForDays } from "@booking/core";
import { createUser } from "./fixtures.ts";

export async function createExpertMember(
  db: Db,
  tenant: Tenant,
  name: string,
): Promise<{ user: User & { token: string }; expertId: string }> {
  const user = await createUser(db, { tenant, role: "EXPERT", firstName: name });
  const expert = await db.expert.create({ data: { tenantId: tenant.id, userId: user.id, name } });
  return { user, expertId: expert.id };
}

export async function createExpertSlots(
  db: Db,
  tenant: Tenant,
  expertId: string,
  data: { dates: string[]; startTime?: string; endTime?: string },
): Promise<Slot[]> {
  const generated = generateSlotsForDays({ ...data, timeZone: tenant.timeZone, now: new Date() });
  await db.slot.createMany({ data: generated.map((slot) => ({ ...slot, tenantId: tenant.id, expertId })), skipDuplicates: true });
  return db.slot.findMany({
    where: { tenantId: tenant.id, expertId, startsAt: { in: generated.map((slot) => slot.startsAt) } },
    orderBy: { startsAt: "asc" },
  });
}
