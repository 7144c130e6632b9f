import { ensureBookingConsent, joinWaitlist } from "@booking/core";
import { idempotentAuthedProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { joinWaitlistInput, waitlistEntryView } from "./waitlist.types.ts";

export const joinWaitlistRoute = idempotentAuthedProcedure
  .meta({
    errors: [
      "consentRequired",
      "DATE_IN_PAST",
      "EXPERT_NOT_FOUND",
      "SERVICE_INACTIVE",
      "SERVICE_NOT_FOUND",
      "WAITLIST_ALREADY_JOINED",
      "WAITLIST_LIMIT_REACHED",
      "WAITLIST_OWN_BOOKING",
    ],
    successStatus: 201,
    rateLimit: RATE_LIMITS.bookings,
    openapi: {
      method: "POST",
      path: "/waitlist",
      tags: ["waitlist"],
      summary: "Join the waitlist of a full day (date) or a full time (startsAt) of a service; freed time is offered in join order",
    },
  })
  .input(joinWaitlistInput)
  .output(waitlistEntryView)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    await ensureBookingConsent(ctx.scoped, ctx.tenant, { userId: ctx.user.id, consent: input.consent, now });
    return joinWaitlist(ctx.scoped, ctx.sql, {
      tenant: ctx.tenant,
      userId: ctx.user.id,
      serviceId: input.serviceId,
      expertId: input.expertId,
      date: input.date,
      startsAt: input.startsAt === undefined ? undefined : new Date(input.startsAt),
      now,
      answer: ctx.idempotency,
    });
  });
