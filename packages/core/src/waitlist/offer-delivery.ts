// What the bot needs for a waitlist offer (issue 18.3): the offer as it is when the message goes
// out (nothing when it already ended or was claimed), the same for an offer that ended unclaimed,
// the emails for a customer Telegram cannot reach, and the Claim button's booking for the Telegram
// user who pressed it.
import { AppError, WAITLIST_OFFER_MINUTES } from "@booking/contracts";
import type { User } from "@booking/db";
import { miniAppUrl } from "@booking/telegram";
import type { AppConfig } from "../config.ts";
import type { Databases } from "../tenancy/databases.ts";
import type { BookingView } from "../booking/booking-view.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { supportedLanguage } from "../notifications/recipients.ts";
import { claimWaitlistOffer } from "./claim.ts";
import type { WaitlistOfferEndedJob, WaitlistOfferJob } from "./offers.ts";

export interface WaitlistOfferDetails {
  entryId: string;
  customer: User;
  serviceName: string;
  startsAt: Date;
  endsAt: Date;
  offerEndsAt: Date;
  tenant: { id: string; slug: string; displayName: string; timeZone: string };
}

type OfferJob = WaitlistOfferJob | WaitlistOfferEndedJob;

/** Offer number `job.offer` of the entry as the customer reads it, with the entry and the slot as they are now. */
async function loadOffer(dbs: Databases, job: OfferJob) {
  const db = dbs.tenant(job.tenantId);
  const entry = await db.waitlistEntry.findUnique({
    where: { id: job.entryId },
    include: {
      user: true,
      service: { select: { name: true, durationMinutes: true } },
      tenant: { select: { id: true, slug: true, displayName: true, timeZone: true } },
    },
  });
  if (!entry || entry.offers !== job.offer || !entry.offeredSlotId || !entry.offerEndsAt) return null;
  const slot = await db.slot.findUnique({ where: { id: entry.offeredSlotId }, select: { startsAt: true, bookingId: true } });
  if (!slot) return null;
  const details: WaitlistOfferDetails = {
    entryId: entry.id,
    customer: entry.user,
    serviceName: entry.service.name,
    offerEndsAt: entry.offerEndsAt,
    tenant: entry.tenant,
    startsAt: slot.startsAt,
    endsAt: new Date(slot.startsAt.getTime() + entry.service.durationMinutes * 60_000),
  };
  return { entry, slot, details };
}

/** The offer the job announces, or null when it is no longer open (claimed, left, expired, a later offer). */
export async function findWaitlistOffer(dbs: Databases, job: WaitlistOfferJob, now: Date): Promise<WaitlistOfferDetails | null> {
  const found = await loadOffer(dbs, job);
  if (found?.entry.status !== "OFFERED" || found.details.offerEndsAt <= now) return null;
  return found.details;
}

/**
 * The offer that ended unclaimed, or null when it was claimed after all: a claim made inside the
 * window books first and records itself on the entry after, so it may land after the expiry.
 */
export async function findEndedWaitlistOffer(dbs: Databases, job: WaitlistOfferEndedJob): Promise<WaitlistOfferDetails | null> {
  const found = await loadOffer(dbs, job);
  if (found?.entry.status !== "EXPIRED" || found.entry.bookingId) return null;
  const { slot, entry } = found;
  if (slot.bookingId && (await dbs.tenant(job.tenantId).booking.count({ where: { id: slot.bookingId, userId: entry.userId } })) > 0)
    return null;
  return found.details;
}

/**
 * The offer (or its unclaimed end) by email, to a customer without a reachable Telegram chat;
 * keyed by the template and the offer, so sent once.
 */
export function queueWaitlistEmail(
  dbs: Databases,
  config: Pick<AppConfig, "publicUrl">,
  template: "waitlist-offer" | "waitlist-offer-ended",
  job: OfferJob,
  offer: WaitlistOfferDetails,
  now: Date,
): Promise<boolean> {
  const { customer } = offer;
  if (!customer.email || customer.emailBouncedAt) return Promise.resolve(false);
  return enqueueEmail(
    dbs.platform,
    {
      to: customer.email,
      locale: supportedLanguage(customer.language),
      key: `${template}:${job.entryId}:${job.offer}`,
      template,
      data: {
        business: offer.tenant.displayName,
        service: offer.serviceName,
        startsAt: offer.startsAt.toISOString(),
        endsAt: offer.endsAt.toISOString(),
        timeZone: offer.tenant.timeZone,
        minutes: WAITLIST_OFFER_MINUTES,
        link: miniAppUrl(config.publicUrl, offer.tenant.slug, "/my-bookings"),
      },
    },
    now,
  );
}

export interface TelegramClaimRequest {
  telegramId: number;
  tenantId: string;
  entryId: string;
  /** A tenant's own bot claims for its tenant only. */
  botTenantId?: string;
}

export type TelegramClaimOutcome =
  | { outcome: "booked"; booking: BookingView }
  | { outcome: "expired" }
  /** Pressed again after it booked: the booking is theirs already. */
  | { outcome: "claimed" }
  /** Not this Telegram user's entry (or no such entry, or another tenant's bot). */
  | { outcome: "not-found" }
  /** The booking was refused for another reason (e.g. the plan's monthly limit): `code` says why. */
  | { outcome: "refused"; code: string };

/** The Claim button: the pressing Telegram user's own entry, booked through claimWaitlistOffer. */
export async function claimFromTelegram(dbs: Databases, request: TelegramClaimRequest, now: Date): Promise<TelegramClaimOutcome> {
  if (request.botTenantId && request.botTenantId !== request.tenantId) return { outcome: "not-found" };
  const user = await dbs.platform.user.findUnique({ where: { telegramId: BigInt(request.telegramId) } });
  const tenant = await dbs.platform.tenant.findUnique({
    where: { id: request.tenantId },
    select: { id: true, timeZone: true, plan: true, currency: true, minNoticeMinutes: true, bufferMinutes: true },
  });
  if (!user || !tenant) return { outcome: "not-found" };
  try {
    const booking = await claimWaitlistOffer(dbs.tenant(tenant.id), dbs.sql, { tenant, user, entryId: request.entryId, now });
    return { outcome: "booked", booking };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "WAITLIST_OFFER_EXPIRED") return { outcome: "expired" };
    if (error.code === "WAITLIST_OFFER_CLAIMED") return { outcome: "claimed" };
    if (error.code === "WAITLIST_ENTRY_NOT_FOUND") return { outcome: "not-found" };
    return { outcome: "refused", code: error.code };
  }
}
