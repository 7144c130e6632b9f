import { setNoShow } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminNoShowInput, adminNoShowResponse } from "./admin-no-show.types.ts";

export const adminNoShowRoute = adminProcedure
  .meta({
    errors: ["BOOKING_NOT_FOUND", "NO_SHOW_NOT_ALLOWED"],
    pathResource: "booking",
    sampleInput: { noShow: true },
    openapi: {
      method: "PUT",
      path: "/admin/bookings/{id}/no-show",
      tags: ["admin", "bookings"],
      summary: "Mark (or unmark) that the client did not come; only a booking whose time has come and is not cancelled",
    },
  })
  .input(adminNoShowInput)
  .output(adminNoShowResponse)
  .mutation(({ ctx, input }) => setNoShow(ctx.scoped, { bookingId: input.id, noShow: input.noShow, now: new Date() }, ctx.tenant.timeZone));
