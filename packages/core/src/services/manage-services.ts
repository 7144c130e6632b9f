// Admin management of the tenant's services (spec §2 Services tab, §7). Prices arrive as major-unit
// numbers already checked by contracts (≥ 0, 2 decimals) and are stored as minor units.
import { AppError, type IntakeQuestion, type PlanName, type ServiceLocation } from "@booking/contracts";
import { Prisma } from "@booking/db";
import { assertCanAddService } from "../booking/plan-limits.ts";
import { toMinorUnits } from "../booking/money.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { assertWithinPlanLimit, withTenantPlanLock, type ScopedTx } from "../tenancy/plan-guard.ts";
import { toAdminServiceView, type AdminServiceView } from "./service-view.ts";
import { answered, inAnswerTransaction, type IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

export interface ServiceFields {
  name: string;
  description: string;
  /** Major units, at most 2 decimals. */
  price: number;
  /** Minutes. */
  duration: number;
  /** Asked when booking (issue 31.1). Left out: a new service asks none, an edit keeps its own. */
  questions?: IntakeQuestion[];
  /** Where sessions happen (issue 31.2); null: not said. Left out: a new service says nothing, an edit keeps its own. */
  location?: ServiceLocation | null;
}

export interface NewService extends ServiceFields {
  isActive: boolean;
}

export interface ServiceChanges extends ServiceFields {
  /** Left out: the service keeps its current state. */
  isActive?: boolean;
}

export interface DeletedService {
  id: string;
  /** true when bookings still reference it: hidden and kept rather than destroyed. */
  archived: boolean;
}

const notFound = () => new AppError("SERVICE_NOT_FOUND");

function toColumns(fields: ServiceFields) {
  return {
    name: fields.name,
    description: fields.description,
    priceMinor: toMinorUnits(fields.price),
    durationMinutes: fields.duration,
    ...(fields.questions === undefined ? {} : { intakeQuestions: fields.questions }),
    // Prisma's "JSON null" marker clears the column (a plain null means "no change" on Json? fields).
    ...(fields.location === undefined ? {} : { sessionLocation: fields.location ?? Prisma.DbNull }),
  };
}

/**
 * The plan limit counts ACTIVE, non-archived services. The plan caps what customers can book, so
 * an inactive service (a draft, or one switched off to fit a smaller plan) is free, and switching
 * one on is checked exactly like creating one. Archived services (deleted but kept for their
 * bookings) never count. Call with the tenant row locked (withTenantPlanLock).
 */
async function assertRoomForActiveService(tx: ScopedTx, plan: PlanName): Promise<void> {
  const active = await tx.service.count({ where: { isActive: true, archivedAt: null } });
  assertWithinPlanLimit(() => assertCanAddService(plan, active), { one: "active service", many: "active services" });
}

/** The admin list: every service not archived, inactive ones included, oldest first. */
export async function listServicesForAdmin(db: ScopedDb): Promise<AdminServiceView[]> {
  const services = await db.service.findMany({
    where: { archivedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return services.map(toAdminServiceView);
}

/** The owner's archive: services deleted while they had bookings, most recently archived first. */
export async function listArchivedServices(db: ScopedDb): Promise<AdminServiceView[]> {
  const services = await db.service.findMany({
    where: { archivedAt: { not: null } },
    orderBy: [{ archivedAt: "desc" }, { id: "asc" }],
  });
  return services.map(toAdminServiceView);
}

/**
 * Brings an archived service back to the admin list, switched off: switching it on is then an
 * ordinary edit, checked against the plan limit like any other. Its bookings never left it.
 */
export async function restoreService(db: ScopedDb, id: string): Promise<AdminServiceView> {
  const [restored] = await db.service.updateManyAndReturn({
    where: { id, archivedAt: { not: null } },
    data: { archivedAt: null, isActive: false },
  });
  if (!restored) throw notFound();
  return toAdminServiceView(restored);
}

/** `answer`: a keyed call's claim, answered in the create's transaction (idempotency). */
export async function createService(
  db: ScopedDb,
  tenantId: string,
  input: NewService,
  answer?: IdempotentAnswer,
): Promise<AdminServiceView> {
  // Prisma's types want tenantId on a create; the scoped client sets the same value regardless.
  const data = { tenantId, ...toColumns(input), isActive: input.isActive };
  const create = async (tx: ScopedTx) => answered(tx, answer, toAdminServiceView(await tx.service.create({ data })));
  if (!input.isActive) return inAnswerTransaction(db, answer, create);
  return withTenantPlanLock(db, tenantId, async (tx, plan) => {
    await assertRoomForActiveService(tx, plan);
    return create(tx);
  });
}

export async function updateService(db: ScopedDb, tenantId: string, id: string, changes: ServiceChanges): Promise<AdminServiceView> {
  const data = { ...toColumns(changes), isActive: changes.isActive };
  const where = { id, archivedAt: null };
  // Asking for `isActive: true` reads and writes under the tenant lock, so two services switched on
  // at once are counted one after the other; other edits never add an active service.
  const [updated] =
    changes.isActive === true
      ? await withTenantPlanLock(db, tenantId, async (tx, plan) => {
          const current = await tx.service.findFirst({ where, select: { isActive: true } });
          if (current && !current.isActive) await assertRoomForActiveService(tx, plan);
          return tx.service.updateManyAndReturn({ where, data });
        })
      : await db.service.updateManyAndReturn({ where, data });
  if (!updated) throw notFound();
  return toAdminServiceView(updated);
}

function isReferencedByBookings(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003";
}

/**
 * A service without bookings is deleted. One with bookings is archived (hidden everywhere, kept so
 * its bookings keep their service): the database's foreign key decides, so a booking made a moment
 * before the delete is never orphaned.
 */
export async function deleteService(db: ScopedDb, id: string): Promise<DeletedService> {
  try {
    const { count } = await db.service.deleteMany({ where: { id, archivedAt: null } });
    if (count === 0) throw notFound();
    return { id, archived: false };
  } catch (error) {
    if (!isReferencedByBookings(error)) throw error;
  }
  const { count } = await db.service.updateMany({ where: { id, archivedAt: null }, data: { archivedAt: new Date(), isActive: false } });
  if (count === 0) throw notFound();
  return { id, archived: true };
}
