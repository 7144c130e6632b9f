import { router } from "../../init.ts";
import { createArticleRoute } from "./create-article.ts";
import { updateArticleRoute } from "./update-article.ts";
import { deleteArticleRoute } from "./delete-article.ts";

export const adminArticlesRouter = router({
  create: createArticleRoute,
  update: updateArticleRoute,
  delete: deleteArticleRoute,
});
