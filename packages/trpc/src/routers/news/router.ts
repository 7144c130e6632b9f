import { router } from "../../init.ts";

export const newsRouter = router({});
