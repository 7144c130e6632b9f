import { router } from "../../init.ts";

export const adminBookingsRouter = router({});
