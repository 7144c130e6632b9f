import { listTenantBookings } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminListBookingsInput, adminListBookingsResponse } from "./admin-list-bookings.types.ts";

export const adminListBookingsRoute = adminProcedure
  .meta({
    apiScope: "bookings:read",
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    sampleInput: { from: { daysFromToday: -30 }, to: { daysFromToday: 30 } },
    openapi: {
      method: "GET",
      path: "/admin/bookings",
      tags: ["admin", "bookings"],
      summary:
        "Bookings whose appointment starts on local dates from..to (default: today-30..today+60), optionally one status, each with its client's contacts",
    },
  })
  .input(adminListBookingsInput)
  .output(adminListBookingsResponse)
  .query(({ ctx, input }) => listTenantBookings(ctx.scoped, input, ctx.tenant, new Date()));
