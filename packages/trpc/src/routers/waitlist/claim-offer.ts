import { claimWaitlistOffer } from "@booking/core";
import { idempotentAuthedProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { bookingView } from "../bookings/booking.types.ts";
import { waitlistIdInput } from "./waitlist.types.ts";

export const claimOfferRoute = idempotentAuthedProcedure
  .meta({
    errors: [
      "WAITLIST_ENTRY_NOT_FOUND",
      "WAITLIST_OFFER_EXPIRED",
      "WAITLIST_NOT_OFFERED",
      "WAITLIST_OFFER_CLAIMED",
      "PLAN_LIMIT_BOOKINGS_PER_MONTH",
      "PENDING_LIMIT_REACHED",
      "SERVICE_INACTIVE",
      "SERVICE_NOT_FOUND",
    ],
    successStatus: 201,
    rateLimit: RATE_LIMITS.bookings,
    pathResource: "waitlistEntry",
    openapi: {
      method: "POST",
      path: "/waitlist/{id}/claim",
      tags: ["waitlist"],
      summary:
        "Book the time a waitlist offer holds for the caller (PENDING, as POST /bookings); after the window 409 WAITLIST_OFFER_EXPIRED, before any offer 409 WAITLIST_NOT_OFFERED, once booked 409 WAITLIST_OFFER_CLAIMED",
    },
  })
  .input(waitlistIdInput)
  .output(bookingView)
  .mutation(({ ctx, input }) =>
    claimWaitlistOffer(ctx.scoped, ctx.sql, {
      tenant: ctx.tenant,
      user: ctx.user,
      entryId: input.id,
      now: new Date(),
      answer: ctx.idempotency,
    }),
  );
