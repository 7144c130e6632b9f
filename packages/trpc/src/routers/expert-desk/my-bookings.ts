import { listExpertBookings } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { expertBookingsInput, expertBookingsResponse } from "./expert-desk.types.ts";

export const expertBookingsRoute = expertProcedure
  .meta({
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG", "NOT_YOUR_EXPERT_PROFILE"],
    openapi: {
      method: "GET",
      path: "/expert/bookings",
      tags: ["expert"],
      summary: "The calling expert's own bookings (as GET /admin/bookings, their own only)",
    },
  })
  .input(expertBookingsInput)
  .output(expertBookingsResponse)
  .query(({ ctx, input }) => listExpertBookings(ctx.scoped, ctx.expertId, input, ctx.tenant, new Date()));
