import { router } from "../../init.ts";

export const adminArticlesRouter = router({});
