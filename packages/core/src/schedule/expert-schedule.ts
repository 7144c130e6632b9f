// An expert's weekly schedule (issue 15.3): read, save, and lay out as slots over the 60-day window.
//
// Laying out ("apply") is idempotent and safe beside bookings and manual slots:
// - it creates the slots the schedule wants that do not exist yet, with ON CONFLICT DO NOTHING
//   whose arbiters are the unique start and the exclusion constraint Slot_no_overlap: a time that
//   overlaps any existing slot (booked, made by hand, or from an old zone) is skipped, never doubled;
// - on a full apply ("apply now", a changed tenant zone) it first removes the expert's FREE slots
//   made by the schedule that it no longer wants; booked slots and hand-made ones stay;
// - a save reconciles (issue 26.4, schedule-reconcile.ts): every free slot outside the new hours
//   goes, whoever made it (by hand, the demo seed), and booked ones outside stay, flagged;
// - the rolling job only adds the days that entered the window since the last fill.
// One expert's applies run one after another (the schedule row is locked for the transaction).
import { AppError, scheduleOverrides, weeklyHours, type ScheduleOverride, type WeeklyHours } from "@booking/contracts";
import { addDays, parseIsoDate } from "@booking/contracts/civil-date";
import { prismaSql, type Prisma } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { inBookingTransaction, type ScopedTx } from "../booking/booking-transaction.ts";
import { defaultExpertId } from "../booking/experts.ts";
import { bookingWindow, todayInZone } from "../booking/local-time.ts";
import { deleteFreeSlots, lockExpertSchedule } from "./schedule-sql.ts";
import { scheduleSlots, type StoredSchedule } from "./schedule-slots.ts";
import { planReconcile, type FlaggedBooking, type RemovedRange } from "./schedule-reconcile.ts";
import { queueWaitlistMatch } from "../waitlist/offers.ts";

export interface ScheduleTenant {
  id: string;
  timeZone: string;
}

export interface ExpertScheduleView {
  expertId: string;
  /** False until the schedule is first saved: `weekly` is then empty (every day off). */
  configured: boolean;
  weekly: WeeklyHours;
  overrides: ScheduleOverride[];
  /** The last local date the window is filled for (null: never applied). */
  filledThrough: string | null;
}

export interface ApplyResult {
  /** Slots made now. */
  created: number;
  /** Free slots of the schedule it no longer covers, deleted. */
  removed: number;
  /** Times the schedule wants that already had their slot. */
  kept: number;
  /** Times the schedule wants that overlap another slot (booked, made by hand): left as they are. */
  skipped: number;
  /** Bookings that keep their time outside the saved hours (a save only). */
  flagged: FlaggedBooking[];
}

/** What saving a schedule would do (nothing is written): the free times that go, the bookings flagged. */
export interface SchedulePreview {
  removed: RemovedRange[];
  flagged: FlaggedBooking[];
}

const NOTHING: ApplyResult = { created: 0, removed: 0, kept: 0, skipped: 0, flagged: [] };

/** The expert a request names (of this tenant, else 404 EXPERT_NOT_FOUND), or the default one. */
export async function resolveExpertId(db: ScopedDb, tenantId: string, expertId: string | undefined): Promise<string> {
  if (expertId === undefined) return defaultExpertId(prismaSql(db), tenantId);
  const expert = await db.expert.findFirst({ where: { id: expertId }, select: { id: true } });
  if (!expert) throw new AppError("EXPERT_NOT_FOUND");
  return expert.id;
}

function parseStored(row: { weekly: unknown; overrides: unknown }): StoredSchedule {
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
  return { weekly: weeklyHours.parse(json(row.weekly)), overrides: scheduleOverrides.parse(json(row.overrides)) };
}

export async function getExpertSchedule(db: ScopedDb, tenant: ScheduleTenant, expertId?: string): Promise<ExpertScheduleView> {
  const id = await resolveExpertId(db, tenant.id, expertId);
  const row = await db.expertSchedule.findFirst({ where: { expertId: id } });
  if (!row)
    return { expertId: id, configured: false, weekly: [null, null, null, null, null, null, null], overrides: [], filledThrough: null };
  const stored = parseStored(row);
  return { expertId: id, configured: true, weekly: stored.weekly, overrides: [...stored.overrides], filledThrough: row.filledThrough };
}

/** Saves the schedule (overrides before today are dropped) and applies it at once. */
export async function saveExpertSchedule(
  db: ScopedDb,
  tenant: ScheduleTenant,
  input: { expertId?: string; weekly: WeeklyHours; overrides: readonly ScheduleOverride[] },
  now: Date,
): Promise<{ schedule: ExpertScheduleView; result: ApplyResult }> {
  const expertId = await resolveExpertId(db, tenant.id, input.expertId);
  const today = parseIsoDate(todayInZone(now, tenant.timeZone));
  const overrides = input.overrides
    .filter((override) => parseIsoDate(override.date) >= today)
    .sort((a, b) => parseIsoDate(a.date) - parseIsoDate(b.date));
  const data = { weekly: input.weekly as Prisma.InputJsonValue, overrides: overrides as Prisma.InputJsonValue };
  const result = await inBookingTransaction(
    db,
    async (tx) => {
      await tx.expertSchedule.upsert({
        where: { tenantId_expertId: { tenantId: tenant.id, expertId } },
        create: { tenantId: tenant.id, expertId, ...data },
        update: data,
      });
      return applyLocked(tx, tenant, expertId, now, "save");
    },
    "SLOTS_CHANGED",
  );
  return { schedule: await getExpertSchedule(db, tenant, expertId), result };
}

/** What saving `input` would remove and flag (saveExpertSchedule's reconcile, read only). */
export async function previewExpertSchedule(
  db: ScopedDb,
  tenant: ScheduleTenant,
  input: { expertId?: string; weekly: WeeklyHours; overrides: readonly ScheduleOverride[] },
  now: Date,
): Promise<SchedulePreview> {
  const expertId = await resolveExpertId(db, tenant.id, input.expertId);
  const schedule: StoredSchedule = { weekly: input.weekly, overrides: input.overrides };
  const window = bookingWindow(now, tenant.timeZone);
  const wanted = scheduleSlots(schedule, window, { timeZone: tenant.timeZone, now });
  const plan = await planReconcile(db, tenant.timeZone, expertId, schedule, new Set(wanted.map((slot) => slot.startsAt.getTime())), now);
  return { removed: plan.ranges, flagged: plan.flagged };
}

/**
 * Lays the saved schedule out over the window. "full": the whole window, removing free schedule
 * slots it no longer wants; "roll": only the days after the last fill (a full apply when the
 * tenant's zone changed since); "save" (saveExpertSchedule only): full, and reconciled. An expert
 * without a saved schedule gets nothing.
 */
export function applyExpertSchedule(
  db: ScopedDb,
  tenant: ScheduleTenant,
  expertId: string,
  now: Date,
  mode: "full" | "roll",
): Promise<ApplyResult> {
  return inBookingTransaction(db, (tx) => applyLocked(tx, tenant, expertId, now, mode), "SLOTS_CHANGED");
}

async function applyLocked(
  tx: ScopedTx,
  tenant: ScheduleTenant,
  expertId: string,
  now: Date,
  mode: "full" | "roll" | "save",
): Promise<ApplyResult> {
  const row = await lockExpertSchedule(tx, tenant.id, expertId);
  if (!row) return NOTHING;
  const window = bookingWindow(now, tenant.timeZone);
  const full =
    mode !== "roll" ||
    row.appliedTimeZone !== tenant.timeZone ||
    row.filledThrough === null ||
    parseIsoDate(row.filledThrough) < parseIsoDate(window.from) - 1;
  const from = full ? window.from : addDays(row.filledThrough!, 1);
  const schedule = parseStored(row);
  const wanted = scheduleSlots(schedule, { from, to: window.to }, { timeZone: tenant.timeZone, now });
  const starts = wanted.map((slot) => slot.startsAt);
  const plan = full
    ? await planReconcile(tx, tenant.timeZone, expertId, schedule, new Set(starts.map((start) => start.getTime())), now, mode === "save")
    : null;
  const removed = plan && plan.slotIds.length > 0 ? await deleteFreeSlots(tx, tenant.id, expertId, plan.slotIds) : 0;
  const kept = wanted.length === 0 ? 0 : await tx.slot.count({ where: { expertId, startsAt: { in: starts } } });
  const { count: created } =
    wanted.length === 0
      ? { count: 0 }
      : await tx.slot.createMany({
          data: wanted.map((slot) => ({ ...slot, tenantId: tenant.id, expertId, fromSchedule: true })),
          skipDuplicates: true,
        });
  await tx.expertSchedule.update({
    where: { tenantId_expertId: { tenantId: tenant.id, expertId } },
    data: { filledThrough: window.to, appliedTimeZone: tenant.timeZone },
  });
  // New time (a saved schedule, the daily roll): customers waiting for it are offered it.
  if (created > 0) await queueWaitlistMatch(tx, tenant.id, now);
  return { created, removed, kept, skipped: wanted.length - created - kept, flagged: plan?.flagged ?? [] };
}
