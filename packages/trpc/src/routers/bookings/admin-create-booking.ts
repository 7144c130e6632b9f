import { createPhoneInBooking } from "@booking/core";
import { idempotentAdminProcedure } from "../../init.ts";
import { adminCreateBookingInput, adminCreateBookingResponse } from "./admin-create-booking.types.ts";

export const adminCreateBookingRoute = idempotentAdminProcedure
  .meta({
    successStatus: 201,
    errors: [
      "CLIENT_NOT_FOUND",
      "SERVICE_NOT_FOUND",
      "SERVICE_INACTIVE",
      "SLOT_NOT_FOUND",
      "SLOT_TAKEN",
      "SERVICE_DOES_NOT_FIT",
      "DATE_IN_PAST",
      "BOOKING_TOO_SOON",
      "PLAN_LIMIT_BOOKINGS_PER_MONTH",
      "PENDING_LIMIT_REACHED",
      "INVALID_STATUS_TRANSITION",
    ],
    openapi: {
      method: "POST",
      path: "/admin/bookings",
      tags: ["admin", "bookings"],
      summary: "Book for a client on the phone: an existing client (clientId) or a new one (client), through the customers' booking path",
    },
  })
  .input(adminCreateBookingInput)
  .output(adminCreateBookingResponse)
  .mutation(({ ctx, input }) =>
    createPhoneInBooking(ctx.scoped, ctx.sql, {
      tenant: ctx.tenant,
      actorId: ctx.user.id,
      serviceId: input.serviceId,
      slotId: input.slotId,
      clientId: input.clientId,
      client: input.client,
      confirm: input.confirm,
      now: new Date(),
      answer: ctx.idempotency,
    }),
  );
