import { calendarExperts, calendarUnlessLimitReached, listAvailableTimes } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { availableTimesInput, availableTimesResponse } from "./available-times.types.ts";

export const availableTimesRoute = publicProcedure
  .meta({
    errors: ["EXPERT_NOT_FOUND", "SERVICE_INACTIVE", "SERVICE_NOT_FOUND"],
    sampleInput: { date: { daysFromToday: 1 } },
    openapi: {
      method: "GET",
      path: "/bookings/available/times",
      tags: ["bookings"],
      summary: "One day's start times (after a tap on a green day)",
      description: "The slots GET /bookings/available lists for this local date, under the same rules.",
    },
  })
  .input(availableTimesInput)
  .output(availableTimesResponse)
  .query(async ({ ctx, input }) => {
    const now = new Date();
    const times = listAvailableTimes(
      ctx.scoped,
      ctx.sql,
      { ...input, experts: await calendarExperts(ctx.scoped, ctx.tenant, input), viewerId: ctx.user?.id },
      ctx.tenant,
      now,
    );
    return calendarUnlessLimitReached(ctx.scoped, ctx.tenant, now, times, { slots: [], taken: [] });
  });
