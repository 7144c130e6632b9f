import { calendarExperts, calendarUnlessLimitReached, listAvailableSlots, paymentTerms } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { listAvailableInput, listAvailableResponse } from "./list-available.types.ts";

export const listAvailableRoute = publicProcedure
  .meta({
    errors: ["EXPERT_NOT_FOUND", "DATE_RANGE_INVALID", "SERVICE_INACTIVE", "SERVICE_NOT_FOUND"],
    sampleInput: { from: { daysFromToday: 1 }, to: { daysFromToday: 7 } },
    openapi: {
      method: "GET",
      path: "/bookings/available",
      tags: ["bookings"],
      summary: "Start times customers may book, grouped by day",
      description:
        "Dates are the tenant's local dates; the range is clipped to today..today+60 (past days and days beyond the " +
        "booking window are simply absent). With serviceId, a start is listed only when enough free consecutive " +
        "slots follow it to cover the service's duration.",
    },
  })
  .input(listAvailableInput)
  .output(listAvailableResponse)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const slots = listAvailableSlots(
      ctx.sql,
      { ...input, experts: await calendarExperts(ctx.scoped, ctx.tenant, input), viewerId: ctx.user?.id },
      ctx.tenant,
      now,
    );
    const [available, payment] = await Promise.all([
      calendarUnlessLimitReached(ctx.scoped, ctx.tenant, now, slots, { days: [] }),
      paymentTerms(ctx.sql, ctx.tenant, now),
    ]);
    return { ...available, payment };
  });
