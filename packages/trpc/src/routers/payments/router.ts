import { router } from "../../init.ts";

export const paymentsRouter = router({});
