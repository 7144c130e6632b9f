import { news } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { updateNewsInput, updateNewsResponse } from "./update-news.types.ts";

export const updateNewsRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["NOT_FOUND"],
    pathResource: "news",
    sampleInput: { title: "Changed", content: "Changed text", imageUrl: "https://example.com/a.png" },
    openapi: {
      method: "PUT",
      path: "/admin/news/{id}",
      tags: ["news"],
      summary: "Edit a news item (imageUrl left out stays, null removes it)",
      protect: true,
    },
  })
  .input(updateNewsInput)
  .output(updateNewsResponse)
  .mutation(({ ctx, input: { id, ...changes } }) => news.update(ctx.scoped, id, changes));
