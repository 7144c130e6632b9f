import { changeBookingStatus } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminSetStatusInput, adminSetStatusResponse } from "./admin-set-status.types.ts";

export const adminSetStatusRoute = adminProcedure
  .meta({
    apiScope: "bookings:write",
    errors: ["BOOKING_NOT_FOUND", "INVALID_STATUS_TRANSITION"],
    pathResource: "booking",
    sampleInput: { status: "CONFIRMED" },
    openapi: {
      method: "PUT",
      path: "/admin/bookings/{id}/status",
      tags: ["admin", "bookings"],
      summary: "Confirm, mark paid or cancel (spec §4 table; anything else 409 INVALID_STATUS_TRANSITION)",
    },
  })
  .input(adminSetStatusInput)
  .output(adminSetStatusResponse)
  .mutation(({ ctx, input }) =>
    changeBookingStatus(
      ctx.scoped,
      { tenantId: ctx.tenant.id, bookingId: input.id, to: input.status, actorId: ctx.user.id, reason: input.reason },
      ctx.tenant.timeZone,
    ),
  );
