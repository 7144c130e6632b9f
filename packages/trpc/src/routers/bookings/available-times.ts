import { listAvailableTimes } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { availableTimesInput, availableTimesResponse } from "./available-times.types.ts";

export const availableTimesRoute = publicProcedure
  .meta({
    errors: ["SERVICE_INACTIVE", "SERVICE_NOT_FOUND"],
    openapi: {
      method: "GET", path: "/bookings/available/times", tags: ["bookings"],
      summary: "One day's start times (after a tap on a green day)",
      description: "The slots GET /bookings/available lists for this local date, under the same rules.",
    },
  })
  .input(availableTimesInput)
  .output(availableTimesResponse)
  .query(({ ctx, input }) => listAvailableTimes(ctx.sql, input, ctx.tenant, new Date()));
