import { queryStats } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { getStatsInput, getStatsResponse } from "./get-stats.types.ts";

export const getStatsRoute = adminProcedure
  .meta({
    errors: ["DATE_RANGE_INVALID", "DATE_RANGE_TOO_LONG"],
    sampleInput: { from: { daysFromToday: -30 }, to: { daysFromToday: 30 } },
    openapi: {
      method: "GET",
      path: "/admin/stats",
      tags: ["admin", "stats"],
      summary: "Stats cards for local dates from..to (default: the last 30 days up to today), optionally one service",
    },
  })
  .input(getStatsInput)
  .output(getStatsResponse)
  .query(({ ctx, input }) => queryStats(ctx.scoped, input, ctx.tenant, new Date()));
