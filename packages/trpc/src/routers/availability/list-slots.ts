import { listSlots } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { listSlotsInput, listSlotsResponse } from "./list-slots.types.ts";

export const listSlotsRoute = adminProcedure
  .meta({
    apiScope: "bookings:read",
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    sampleInput: { from: { daysFromToday: 1 }, to: { daysFromToday: 7 } },
    openapi: {
      method: "GET",
      path: "/admin/availability/slots",
      tags: ["admin", "availability"],
      summary: "Every slot starting on local dates from..to, booked or not, in time order",
    },
  })
  .input(listSlotsInput)
  .output(listSlotsResponse)
  .query(({ ctx, input }) => listSlots(ctx.scoped, input, ctx.tenant));
