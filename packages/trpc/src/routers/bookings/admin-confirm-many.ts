import { confirmBookings } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminConfirmManyInput, adminConfirmManyResponse } from "./admin-confirm-many.types.ts";

export const adminConfirmManyRoute = adminProcedure
  .meta({
    errors: ["BOOKING_NOT_FOUND", "INVALID_STATUS_TRANSITION"],
    openapi: {
      method: "POST",
      path: "/admin/bookings/confirm",
      tags: ["admin", "bookings"],
      summary: "Confirm PENDING bookings, all or nothing: one that is missing or not PENDING leaves every one as it was",
    },
  })
  .input(adminConfirmManyInput)
  .output(adminConfirmManyResponse)
  .mutation(({ ctx, input }) => confirmBookings(ctx.scoped, { tenantId: ctx.tenant.id, bookingIds: input.ids, actorId: ctx.user.id }));
