import { calendarExperts, calendarUnlessLimitReached, paymentTerms, summarizeAvailableDays } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { availableDaysInput, availableDaysResponse } from "./available-days.types.ts";

export const availableDaysRoute = publicProcedure
  .meta({
    errors: ["EXPERT_NOT_FOUND", "DATE_RANGE_INVALID", "SERVICE_INACTIVE", "SERVICE_NOT_FOUND"],
    sampleInput: { from: { daysFromToday: 1 }, to: { daysFromToday: 7 } },
    openapi: {
      method: "GET",
      path: "/bookings/available/days",
      tags: ["bookings"],
      summary: "Which days have start times to offer (the calendar's green days)",
      description:
        "The days of GET /bookings/available without their slots, each with its number of starts: same rules, same " +
        "clipping to today..today+60. Fetch one day's times with GET /bookings/available/times.",
    },
  })
  .input(availableDaysInput)
  .output(availableDaysResponse)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const days = summarizeAvailableDays(
      ctx.sql,
      { ...input, experts: await calendarExperts(ctx.scoped, ctx.tenant, input), viewerId: ctx.user?.id },
      ctx.tenant,
      now,
    );
    const [summary, payment] = await Promise.all([
      calendarUnlessLimitReached(ctx.scoped, ctx.tenant, now, days, { days: [] }),
      paymentTerms(ctx.sql, ctx.tenant, now),
    ]);
    return { ...summary, payment };
  });
