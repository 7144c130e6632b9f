import { searchBookings } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminSearchBookingsInput, adminSearchBookingsResponse } from "./admin-search-bookings.types.ts";

export const adminSearchBookingsRoute = adminProcedure
  .meta({
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    openapi: {
      method: "GET",
      path: "/admin/bookings/search",
      tags: ["admin", "bookings"],
      summary: "One page of bookings (earliest first) filtered by local dates, status, service, expert and client search",
    },
  })
  .input(adminSearchBookingsInput)
  .output(adminSearchBookingsResponse)
  .query(({ ctx, input }) => searchBookings(ctx.scoped, input, ctx.tenant, new Date()));
