import { router } from "../../init.ts";

export const accountRouter = router({});
