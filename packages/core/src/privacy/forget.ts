// What one tenant forgets about a person (issue 30), for the person's own account deletion and for an
// administrator erasing a client of their tenant. Their upcoming bookings are cancelled (a PAID one
// refunded, as any cancel does), live waitlist entries left and holds let go; staff notes, calendar
// feeds, stored idempotent answers and the membership go; consents are kept as withdrawn (the proof
// of what was agreed); past bookings stay for the business's records. An erasure also moves those
// bookings (and the webhook log's copies) to a nameless stand-in account, since the person's own
// account lives on elsewhere.
import { ERASED_PERSON_NAME, LIVE_BOOKING_STATUSES } from "@booking/contracts";
import type { Prisma } from "@booking/db";
import { changeBookingStatus } from "../booking/change-booking-status.ts";
import { CANCEL_REASONS } from "../booking/cancel-reasons.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { removeMember } from "../team/members.ts";
import { leaveWaitlist } from "../waitlist/entries.ts";

export interface ForgetRequest {
  tenantId: string;
  userId: string;
  /** Who asked: the person (account deletion) or the administrator (erasure). */
  actorId: string;
  mode: "account" | "erase";
  /** Erasure: the nameless account the tenant's bookings move to. */
  standInId?: string;
  now: Date;
}

export interface ForgetCounts {
  cancelledBookings: number;
  keptBookings: number;
  waitlistEntries: number;
}

export async function forgetInTenant(db: ScopedDb, request: ForgetRequest): Promise<ForgetCounts> {
  const { tenantId, userId, actorId, now } = request;
  const membership = await db.membership.findFirst({ where: { userId } });
  // A team member deleting their account leaves the team first (recorded in its history).
  if (membership && membership.role !== "CUSTOMER" && membership.role !== "OWNER") {
    await removeMember(db, { tenantId, userId, actorId, now });
  }
  const upcoming = await db.booking.findMany({
    where: { userId, status: { in: [...LIVE_BOOKING_STATUSES] }, startsAt: { gt: now } },
    select: { id: true },
  });
  const reason = request.mode === "account" ? CANCEL_REASONS.CANCELLED_BY_CUSTOMER : CANCEL_REASONS.CANCELLED_BY_ADMIN;
  for (const { id } of upcoming) {
    await changeBookingStatus(db, { tenantId, bookingId: id, actorId, to: "CANCELLED", reason }, "UTC");
  }
  const live = await db.waitlistEntry.findMany({ where: { userId, status: { in: ["WAITING", "OFFERED"] } }, select: { id: true } });
  for (const { id } of live) await leaveWaitlist(db, tenantId, userId, id, now);
  const waitlistEntries = await db.waitlistEntry.count({ where: { userId } });

  await db.$transaction(async (tx) => {
    await tx.slot.updateMany({ where: { heldForUserId: userId }, data: { heldForUserId: null, heldUntil: null } });
    await tx.clientNote.deleteMany({ where: { userId } });
    await tx.calendarFeed.deleteMany({ where: { userId } });
    await tx.idempotencyKey.deleteMany({ where: { userId, paymentId: null } });
    await tx.apiKey.updateMany({ where: { createdById: userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.consent.updateMany({ where: { userId, withdrawnAt: null }, data: { withdrawnAt: now } });
    if (request.mode === "erase") {
      const standInId = request.standInId!;
      await tx.waitlistEntry.deleteMany({ where: { userId } });
      await tx.booking.updateMany({ where: { userId }, data: { userId: standInId } });
      await tx.bookingStatusChange.updateMany({ where: { changedById: userId }, data: { changedById: standInId } });
    }
    await tx.membership.deleteMany({ where: { userId } });
  });
  await scrubWebhookLog(db, userId, request.mode === "erase" ? request.standInId! : userId);
  const keptBookings = await db.booking.count({ where: { userId: request.mode === "erase" ? request.standInId! : userId } });
  return { cancelledBookings: upcoming.length, keptBookings, waitlistEntries };
}

/** The outgoing webhook log keeps a copy of each booking's client: it loses the name and contacts too. */
async function scrubWebhookLog(db: ScopedDb, userId: string, clientId: string): Promise<void> {
  const deliveries = await db.webhookDelivery.findMany({
    where: { payload: { path: ["data", "booking", "client", "id"], equals: userId } },
    select: { id: true, payload: true },
  });
  for (const delivery of deliveries) {
    const payload = structuredClone(delivery.payload) as { data: { booking: { client: Record<string, unknown> } } };
    payload.data.booking.client = { id: clientId, name: ERASED_PERSON_NAME, email: null, phone: null };
    await db.webhookDelivery.update({ where: { id: delivery.id }, data: { payload: payload as unknown as Prisma.InputJsonValue } });
  }
}
