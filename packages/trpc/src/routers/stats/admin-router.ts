import { router } from "../../init.ts";

export const adminStatsRouter = router({});
