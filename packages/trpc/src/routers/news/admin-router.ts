import { router } from "../../init.ts";
import { createNewsRoute } from "./create-news.ts";
import { updateNewsRoute } from "./update-news.ts";
import { deleteNewsRoute } from "./delete-news.ts";

export const adminNewsRouter = router({
  create: createNewsRoute,
  update: updateNewsRoute,
  delete: deleteNewsRoute,
});
