// Offering freed time to the waitlist (issue 18.3). Whatever frees time (a cancellation, a force
// delete, an unpaid booking released, new slots, the schedule roll) queues a "waitlist" match job
// in its own transaction (queueWaitlistMatch), so the match runs exactly when the change committed.
//
// A match walks the tenant's WAITING entries in join order. For each, the earliest free start of
// its day or time that fits the service (of its expert, or of any offered expert) is HELD for its
// customer with the booking engine's own hold statement (holdSlotsForUser) in a transaction that
// first turns the entry WAITING → OFFERED by a conditional update. That update takes the entry's
// row lock, so two matches at once never offer one entry twice; the hold statement locks the slots
// like a booking does, so a held time is never offered to two entries nor booked by anyone else.
// The same transaction queues the offer's message and its expiry at the end of the window.
//
// Expiry (expireOffer) is one conditional update OFFERED → EXPIRED keyed by the offer's number: of
// any number of workers (and retries) exactly one applies it, and only that one lets go of the hold
// and queues the next match, which offers the time to the next customer in line, and the message
// telling the customer so. An unclaimed offer ends its entry (EXPIRED): the customer had their turn
// and the next in line gets theirs; to keep waiting they join again (at the back of the line).
import { AppError, isLiveStatus, todayInZone, WAITLIST_OFFER_MINUTES } from "@booking/contracts";
import { prismaSql, type Sql, type WaitlistEntry } from "@booking/db";
import type { Databases } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { holdSlotsForUser, slotsFromStart } from "../booking/booking-sql.ts";
import { coveringSlots } from "../booking/covering-slots.ts";
import { earliestStart } from "../booking/booking-policy.ts";
import { bookedSlotsNear } from "../booking/create-booking.ts";
import { localDateRangeToInstants } from "../booking/local-time.ts";
import { offeredExperts } from "../experts/offered-experts.ts";
import { enqueueInTransaction } from "../billing/deps.ts";
import { enqueueJob } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { ScopedTx } from "../booking/booking-transaction.ts";
import { TELEGRAM_NOTIFY_QUEUE } from "../notifications/telegram-jobs.ts";

export const WAITLIST_QUEUE = "waitlist";
export const WAITLIST_OFFER_MS = WAITLIST_OFFER_MINUTES * 60_000;

export type WaitlistMatchJob = { type: "waitlist-match"; tenantId: string };
export type WaitlistExpireJob = { type: "waitlist-expire"; tenantId: string; entryId: string; offer: number };
/** On the "telegram-notify" queue: the offer's message with its Claim button (or an email). */
export type WaitlistOfferJob = { type: "waitlist-offer"; tenantId: string; entryId: string; offer: number };
/** On the "telegram-notify" queue: offer number `offer` ended unclaimed (the entry ended with it). */
export type WaitlistOfferEndedJob = { type: "waitlist-offer-ended"; tenantId: string; entryId: string; offer: number };

/** WAITING entries whose day is over or whose time has begun, as of `now` in the tenant's zone. */
export function pastWaiting(timeZone: string, now: Date) {
  return { status: "WAITING" as const, OR: [{ date: { lt: todayInZone(now, timeZone) } }, { startsAt: { lte: now } }] };
}

type JobWriter = ScopedTx | ScopedDb | PlatformDb;

/**
 * Queues a match of the tenant's waitlist, in the caller's transaction (the change that freed
 * time). Free when nobody waits: the read costs less than the job.
 */
export async function queueWaitlistMatch(tx: ScopedTx | ScopedDb, tenantId: string, now = new Date()): Promise<void> {
  const waiting = await tx.waitlistEntry.findFirst({ where: { status: "WAITING" }, select: { id: true } });
  if (!waiting) return;
  const payload: WaitlistMatchJob = { type: "waitlist-match", tenantId };
  await enqueueInTransaction(tx, { queue: WAITLIST_QUEUE, payload, runAt: now });
}

interface MatchTenant {
  id: string;
  timeZone: string;
  plan: Parameters<typeof offeredExperts>[1]["plan"];
  minNoticeMinutes: number;
  bufferMinutes: number;
}

/** The instants an entry waits for: its local day, or its one start. */
function rangeOf(entry: WaitlistEntry, timeZone: string): { gte: Date; lt: Date } {
  if (entry.startsAt) return { gte: entry.startsAt, lt: new Date(entry.startsAt.getTime() + 1) };
  const day = localDateRangeToInstants(entry.date!, entry.date!, timeZone);
  return { gte: day.start, lt: day.end };
}

/**
 * The customer's own bookings near the entry's range, as times never to offer them (issue 25.8):
 * one they hold (with any expert: they cannot be in two places at once), and one they cancelled,
 * with its expert (a cancelled own booking never offers itself back: holding it for the person who
 * just gave it up would hide it from everyone else for the whole offer window).
 */
async function ownBookedTimes(db: ScopedDb, userId: string, range: { gte: Date; lt: Date }, durationMinutes: number) {
  const bookings = await db.booking.findMany({
    where: { userId, startsAt: { lt: new Date(range.lt.getTime() + durationMinutes * 60_000) }, endsAt: { gt: range.gte } },
    select: { expertId: true, status: true, startsAt: true, endsAt: true },
  });
  return bookings.map((booking) => ({
    overlaps: (expertId: string, startsAt: Date, endsAt: Date) =>
      booking.startsAt < endsAt && booking.endsAt > startsAt && (isLiveStatus(booking.status) || booking.expertId === expertId),
  }));
}

/** Free (unbooked, unheld) starts for the entry, earliest first, each with the slots its service would hold. */
async function candidateWindows(db: ScopedDb, sql: Sql, tenant: MatchTenant, entry: WaitlistEntry, now: Date) {
  const service = await db.service.findUnique({
    where: { id: entry.serviceId },
    select: { durationMinutes: true, isActive: true, archivedAt: true },
  });
  if (!service?.isActive || service.archivedAt) return [];
  const experts = entry.expertId ? [entry.expertId] : (await offeredExperts(db, tenant, entry.serviceId)).map((expert) => expert.id);
  const range = rangeOf(entry, tenant.timeZone);
  const notBefore = earliestStart(tenant, now);
  const starts = await db.slot.findMany({
    where: {
      expertId: { in: experts },
      bookingId: null,
      startsAt: { gte: range.gte, lt: range.lt, gt: notBefore },
      OR: [{ heldUntil: null }, { heldUntil: { lte: now } }],
    },
    orderBy: [{ startsAt: "asc" }, { expertId: "asc" }],
    select: { id: true, expertId: true },
    take: 20,
  });
  const ownTimes = await ownBookedTimes(db, entry.userId, range, service.durationMinutes);
  const windows: { expertId: string; slotIds: string[]; startSlotId: string }[] = [];
  for (const start of starts) {
    try {
      const slots = coveringSlots(await slotsFromStart(sql, tenant.id, start.id, entry.serviceId), {
        startSlotId: start.id,
        durationMinutes: service.durationMinutes,
        now,
      });
      // Time inside another booking's buffer (issue 15.3) could not be claimed: not offered.
      if (
        tenant.bufferMinutes > 0 &&
        (await bookedSlotsNear(db, tenant.bufferMinutes, start.expertId, slots[0]!.startsAt, slots.at(-1)!.endsAt)) > 0
      )
        continue;
      if (ownTimes.some((own) => own.overlaps(start.expertId, slots[0]!.startsAt, slots.at(-1)!.endsAt))) continue;
      windows.push({ expertId: start.expertId, startSlotId: start.id, slotIds: slots.map((slot) => slot.id) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return windows;
}

/** The hold was not taken, or the customer already holds this time: the offer's transaction rolls back (the entry stays WAITING). */
class NotHeld extends Error {}

/** Tries to offer `entry` one of its windows; true when it did. */
async function offerEntry(db: ScopedDb, sql: Sql, tenant: MatchTenant, entry: WaitlistEntry, now: Date): Promise<boolean> {
  for (const window of await candidateWindows(db, sql, tenant, entry, now)) {
    try {
      await db.$transaction(async (tx) => {
        const offer = entry.offers + 1;
        const offerEndsAt = new Date(now.getTime() + WAITLIST_OFFER_MS);
        // Takes the entry's row lock; a concurrent match that got there first leaves it OFFERED.
        const { count } = await tx.waitlistEntry.updateMany({
          where: { id: entry.id, status: "WAITING", offers: entry.offers },
          data: {
            status: "OFFERED",
            offers: offer,
            offeredSlotId: window.startSlotId,
            offerExpertId: window.expertId,
            offerEndsAt,
            heldSlotIds: window.slotIds,
          },
        });
        if (count !== 1) return;
        const held = await holdSlotsForUser(
          prismaSql(tx),
          tenant.id,
          window.expertId,
          entry.userId,
          window.slotIds,
          WAITLIST_OFFER_MS / 1000,
        );
        if (held !== window.slotIds.length) throw new NotHeld();
        // The hold statement renews the customer's own holds, so it would hand them this time again
        // under another of their entries (a day and a time in it). Checked after the hold: its slot
        // locks wait for a concurrent offer of these slots to commit, so this read sees that offer.
        const overlapping = await tx.waitlistEntry.count({
          where: { userId: entry.userId, status: "OFFERED", id: { not: entry.id }, heldSlotIds: { hasSome: window.slotIds } },
        });
        if (overlapping > 0) throw new NotHeld();
        const expire: WaitlistExpireJob = { type: "waitlist-expire", tenantId: tenant.id, entryId: entry.id, offer };
        const message: WaitlistOfferJob = { type: "waitlist-offer", tenantId: tenant.id, entryId: entry.id, offer };
        await enqueueInTransaction(tx, {
          queue: WAITLIST_QUEUE,
          payload: expire,
          runAt: offerEndsAt,
          uniqueKey: `waitlist-expire:${entry.id}:${offer}`,
        });
        await enqueueInTransaction(tx, {
          queue: TELEGRAM_NOTIFY_QUEUE,
          payload: message,
          runAt: now,
          uniqueKey: `waitlist-offer:${entry.id}:${offer}`,
        });
      });
      return true;
    } catch (error) {
      if (!(error instanceof NotHeld)) throw error;
    }
  }
  return false;
}

/**
 * One match pass over the tenant's waitlist: each WAITING entry, in join order, is offered the
 * earliest free time it waits for. Returns how many offers were made.
 */
export async function matchWaitlist(dbs: Databases, tenantId: string, now: Date): Promise<number> {
  const tenant = await dbs.platform.tenant.findUnique({
    where: { id: tenantId },
    select: { id: true, timeZone: true, plan: true, minNoticeMinutes: true, bufferMinutes: true },
  });
  if (!tenant) return 0;
  const db = dbs.tenant(tenantId);
  await db.waitlistEntry.updateMany({ where: pastWaiting(tenant.timeZone, now), data: { status: "EXPIRED" } });
  const entries = await db.waitlistEntry.findMany({
    where: { status: "WAITING" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 200,
  });
  let offered = 0;
  for (const entry of entries) {
    if (await offerEntry(db, dbs.sql, tenant, entry, now)) offered++;
  }
  return offered;
}

/**
 * Ends offer number `offer` of an entry if it is still open and its window is over: exactly once
 * whoever runs it. Returns whether this call ended it (then the hold is let go and a match queued).
 * Too early (this worker's clock behind the window): throws, and the queue retries it later.
 */
export async function expireOffer(dbs: Databases, job: WaitlistExpireJob, now: Date): Promise<boolean> {
  const db = dbs.tenant(job.tenantId);
  return db.$transaction(async (tx) => {
    const { count } = await tx.waitlistEntry.updateMany({
      where: { id: job.entryId, status: "OFFERED", offers: job.offer, offerEndsAt: { lte: now } },
      data: { status: "EXPIRED" },
    });
    if (count === 0) {
      const entry = await tx.waitlistEntry.findUnique({
        where: { id: job.entryId },
        select: { status: true, offers: true, offerEndsAt: true },
      });
      if (entry?.status === "OFFERED" && entry.offers === job.offer) throw new Error("waitlist offer window not over yet");
      return false;
    }
    const entry = await tx.waitlistEntry.findUniqueOrThrow({ where: { id: job.entryId }, select: { userId: true, heldSlotIds: true } });
    await releaseOfferHold(tx, entry);
    // The customer hears the time went on and their entry ended: queued by the one expiry that applied, so once.
    const ended: WaitlistOfferEndedJob = { type: "waitlist-offer-ended", tenantId: job.tenantId, entryId: job.entryId, offer: job.offer };
    await enqueueInTransaction(tx, {
      queue: TELEGRAM_NOTIFY_QUEUE,
      payload: ended,
      runAt: now,
      uniqueKey: `waitlist-offer-ended:${job.entryId}:${job.offer}`,
    });
    const next: WaitlistMatchJob = { type: "waitlist-match", tenantId: job.tenantId };
    await enqueueInTransaction(tx, { queue: WAITLIST_QUEUE, payload: next, runAt: now });
    return true;
  });
}

/** The "waitlist" queue: matches and offer expiries. `clock` lets tests drive time. */
export function waitlistJobHandlers(dbs: Databases, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return {
    [WAITLIST_QUEUE]: async (job) => {
      const payload = job.payload as WaitlistMatchJob | WaitlistExpireJob;
      if (payload.type === "waitlist-expire") await expireOffer(dbs, payload, clock());
      else await matchWaitlist(dbs, payload.tenantId, clock());
    },
  };
}

/** Lets go of an ended offer's hold at once (it would lapse by the clock anyway): the next customer may be offered it now. */
export function releaseOfferHold(tx: Pick<ScopedDb, "slot">, entry: { userId: string; heldSlotIds: string[] }) {
  return tx.slot.updateMany({
    where: { id: { in: entry.heldSlotIds }, heldForUserId: entry.userId, bookingId: null },
    data: { heldForUserId: null, heldUntil: null },
  });
}

/** For callers outside a transaction (e.g. after slots were generated). */
export function queueWaitlistMatchNow(db: JobWriter, tenantId: string, now = new Date()): Promise<boolean> {
  const payload: WaitlistMatchJob = { type: "waitlist-match", tenantId };
  return enqueueJob(db as PlatformDb, { queue: WAITLIST_QUEUE, payload, runAt: now });
}
