import { router } from "../../init.ts";
import { listArticlesRoute } from "./list-articles.ts";
import { getArticleRoute } from "./get-article.ts";

export const articlesRouter = router({
  list: listArticlesRoute,
  byId: getArticleRoute,
});
