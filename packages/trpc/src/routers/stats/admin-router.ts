import { router } from "../../init.ts";
import { getStatsRoute } from "./get-stats.ts";

export const adminStatsRouter = router({
  get: getStatsRoute,
});
