import { router } from "../../init.ts";

export const adminServicesRouter = router({});
