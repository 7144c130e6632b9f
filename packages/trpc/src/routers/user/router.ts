import { router } from "../../init.ts";

export const userRouter = router({});
