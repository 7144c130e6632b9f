import { router } from "../../init.ts";
import { getStatsRoute } from "./get-stats.ts";
import { planUsageRoute } from "./plan-usage.ts";

export const adminStatsRouter = router({
  get: getStatsRoute,
  planUsage: planUsageRoute,
});
