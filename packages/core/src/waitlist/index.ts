// The waitlist (issue 18.3): entries, offers of freed time held for their customer, claims.
export {
  joinWaitlist,
  leaveWaitlist,
  listMyWaitlist,
  listWaitlistForDays,
  LIVE_STATUSES,
  type AdminWaitlistEntryView,
  type JoinWaitlistRequest,
  type WaitlistEntryView,
  type WaitlistTenant,
} from "./entries.ts";
export {
  expireOffer,
  matchWaitlist,
  queueWaitlistMatch,
  queueWaitlistMatchNow,
  releaseOfferHold,
  WAITLIST_OFFER_MS,
  WAITLIST_QUEUE,
  waitlistJobHandlers,
  type WaitlistExpireJob,
  type WaitlistMatchJob,
  type WaitlistOfferEndedJob,
  type WaitlistOfferJob,
} from "./offers.ts";
export { claimWaitlistOffer, type ClaimRequest } from "./claim.ts";
export {
  claimFromTelegram,
  findEndedWaitlistOffer,
  findWaitlistOffer,
  queueWaitlistEmail,
  type TelegramClaimOutcome,
  type TelegramClaimRequest,
  type WaitlistOfferDetails,
} from "./offer-delivery.ts";
