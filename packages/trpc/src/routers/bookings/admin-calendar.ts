import { bookingsCalendar } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminCalendarInput, adminCalendarResponse } from "./admin-calendar.types.ts";

export const adminCalendarRoute = adminProcedure
  .meta({
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    sampleInput: { from: { daysFromToday: 1 }, to: { daysFromToday: 7 } },
    openapi: {
      method: "GET",
      path: "/admin/bookings/calendar",
      tags: ["admin", "bookings"],
      summary: "The day and week views: bookings and free time of local dates from..to (at most 7), optionally of one expert",
    },
  })
  .input(adminCalendarInput)
  .output(adminCalendarResponse)
  .query(({ ctx, input }) => bookingsCalendar(ctx.sql, ctx.tenant, input, new Date()));
