import { articles } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { updateArticleInput, updateArticleResponse } from "./update-article.types.ts";

export const updateArticleRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["NOT_FOUND"],
    pathResource: "article",
    sampleInput: { title: "Changed", content: "Changed text", coverImageUrl: "https://example.com/a.png" },
    openapi: {
      method: "PUT",
      path: "/admin/articles/{id}",
      tags: ["articles"],
      summary: "Edit an article (coverImageUrl left out stays, null removes it)",
      protect: true,
    },
  })
  .input(updateArticleInput)
  .output(updateArticleResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => articles.update(ctx.scoped, id, changes));
