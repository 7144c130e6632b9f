import { router } from "../../init.ts";

export const tenantRouter = router({});
