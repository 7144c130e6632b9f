import { router } from "../../init.ts";

export const tenantManagementRouter = router({});
