import { router } from "../../init.ts";

export const adminNewsRouter = router({});
