import { assertRangeWithin, listWaitlistForDays } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminWaitlistInput, adminWaitlistResponse } from "./waitlist.types.ts";

/** The back office's day view asks for a day or a week; a month is the most one answer holds. */
const MAX_DAYS = 31;

export const adminWaitlistRoute = adminProcedure
  .meta({
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    sampleInput: { from: { daysFromToday: 1 }, to: { daysFromToday: 7 } },
    openapi: {
      method: "GET",
      path: "/admin/waitlist",
      tags: ["admin", "waitlist"],
      summary: "Live waitlist entries for local dates from..to (at most 31 days), in join order",
    },
  })
  .input(adminWaitlistInput)
  .output(adminWaitlistResponse)
  .query(({ ctx, input }) => {
    assertRangeWithin(input.from, input.to, MAX_DAYS);
    return listWaitlistForDays(ctx.scoped, ctx.tenant, input.from, input.to);
  });
