import { router } from "../../init.ts";

export const adminAvailabilityRouter = router({});
