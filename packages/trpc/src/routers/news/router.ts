import { router } from "../../init.ts";
import { listNewsRoute } from "./list-news.ts";

export const newsRouter = router({
  list: listNewsRoute,
});
