import { router } from "../../init.ts";

export const authRouter = router({});
