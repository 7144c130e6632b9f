import { deleteSlotsInRange } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { deleteSlotsInput, deleteSlotsResponse } from "./delete-slots.types.ts";

export const deleteSlotsRoute = adminProcedure
  .meta({
    apiScope: "bookings:write",
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    openapi: {
      method: "DELETE",
      path: "/admin/availability/slots",
      tags: ["admin", "availability"],
      summary: "Delete the unbooked slots starting on local dates from..to (booked ones stay)",
    },
  })
  .input(deleteSlotsInput)
  .output(deleteSlotsResponse)
  .mutation(({ ctx, input }) => deleteSlotsInRange(ctx.scoped, input, ctx.tenant));
