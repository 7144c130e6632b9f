import { AppError } from "@booking/contracts";
import { countBookingOutcome, createBooking, createBookingWithAnyExpert, ensureBookingConsent } from "@booking/core";
import { idempotentAuthedProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { createBookingInput, createBookingResponse } from "./create-booking.types.ts";

export const createBookingRoute = idempotentAuthedProcedure
  .meta({
    errors: [
      "consentRequired",
      "DATE_IN_PAST",
      "FORBIDDEN",
      "PLAN_LIMIT_BOOKINGS_PER_MONTH",
      "SERVICE_DOES_NOT_FIT",
      "SERVICE_INACTIVE",
      "SERVICE_NOT_FOUND",
      "SLOT_NOT_FOUND",
      "SLOT_TAKEN",
      "PENDING_LIMIT_REACHED",
      "BOOKING_TOO_SOON",
      "NO_EXPERT_AVAILABLE",
      "INTAKE_ANSWER_REQUIRED",
      "INTAKE_ANSWER_INVALID",
    ],
    successStatus: 201,
    rateLimit: RATE_LIMITS.bookings,
    queryFields: ["userId"],
    openapi: {
      method: "POST",
      path: "/bookings",
      tags: ["bookings"],
      summary: "Book a service at a start slot (PENDING; holds every slot the duration covers)",
    },
  })
  .input(createBookingInput)
  .output(createBookingResponse)
  .mutation(async ({ ctx, input }) => {
    const { user } = ctx;
    if (input.userId !== undefined && input.userId !== user.id && input.userId !== user.telegramId?.toString()) {
      throw new AppError("FORBIDDEN", "userId does not match the logged-in user");
    }
    const request = {
      tenant: ctx.tenant,
      user,
      serviceId: input.serviceId,
      slotId: input.slotId,
      now: new Date(),
      answer: ctx.idempotency,
      // Always checked: a service with required questions refuses a booking that skips them.
      answers: input.answers ?? {},
    };
    await ensureBookingConsent(ctx.scoped, ctx.tenant, { userId: user.id, consent: input.consent, now: request.now });
    return countBookingOutcome(() =>
      input.anyExpert ? createBookingWithAnyExpert(ctx.scoped, ctx.sql, request) : createBooking(ctx.scoped, ctx.sql, request),
    );
  });
