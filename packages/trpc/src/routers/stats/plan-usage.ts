import { planUsage } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { planUsageResponse } from "./plan-usage.types.ts";

export const planUsageRoute = adminProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/admin/plan-usage",
      tags: ["admin", "stats"],
      summary: "How much of the plan's limits is used: bookings this month, services, news (issue 15.7)",
    },
  })
  .output(planUsageResponse)
  .query(async ({ ctx }) => {
    const usage = await planUsage(ctx.scoped, ctx.tenant, new Date());
    return { ...usage, monthEndsAt: usage.monthEndsAt.toISOString() };
  });
