import { holdTime } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { holdTimeInput, holdTimeResponse } from "./hold-time.types.ts";

export const holdTimeRoute = authedProcedure
  .meta({
    errors: [
      "BOOKING_TOO_SOON",
      "DATE_IN_PAST",
      "SERVICE_DOES_NOT_FIT",
      "SERVICE_INACTIVE",
      "SERVICE_NOT_FOUND",
      "SLOT_NOT_FOUND",
      "SLOT_TAKEN",
      "HOLD_LIMIT_REACHED",
    ],
    rateLimit: RATE_LIMITS.slotHolds,
    openapi: {
      method: "POST",
      path: "/bookings/hold",
      tags: ["bookings"],
      summary: "Hold a time for the caller for a few minutes while they confirm (a link to a time, issue 18.2)",
      description:
        "Holds every slot the service's duration covers from slotId for SLOT_HOLD_MINUTES: others get 409 SLOT_TAKEN " +
        "and no longer see the time; the caller still sees it and books it with POST /bookings. Calling again renews " +
        "the hold. It lapses by itself; a time booked or held for someone else answers 409 SLOT_TAKEN. The caller's live " +
        "holds count with their PENDING bookings against the page's cap (maxPendingPerCustomer): over it, 409 HOLD_LIMIT_REACHED.",
    },
  })
  .input(holdTimeInput)
  .output(holdTimeResponse)
  .mutation(({ ctx, input }) => holdTime(ctx.scoped, ctx.sql, { tenant: ctx.tenant, userId: ctx.user.id, ...input, now: new Date() }));
