import { router } from "../../init.ts";

export const articlesRouter = router({});
