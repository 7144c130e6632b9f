import { articles } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { deleteArticleInput, deleteArticleResponse } from "./delete-article.types.ts";

export const deleteArticleRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["NOT_FOUND"],
    pathResource: "article",
    openapi: { method: "DELETE", path: "/admin/articles/{id}", tags: ["articles"], summary: "Delete an article", protect: true },
  })
  .input(deleteArticleInput)
  .output(deleteArticleResponse)
  .mutation(({ ctx, input }) => articles.remove(ctx.scoped, input.id));
