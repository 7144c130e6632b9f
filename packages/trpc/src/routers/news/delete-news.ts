import { news } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { deleteNewsInput, deleteNewsResponse } from "./delete-news.types.ts";

export const deleteNewsRoute = adminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["NOT_FOUND"],
    pathResource: "news",
    openapi: { method: "DELETE", path: "/admin/news/{id}", tags: ["news"], summary: "Delete a news item", protect: true },
  })
  .input(deleteNewsInput)
  .output(deleteNewsResponse)
  .mutation(({ ctx, input }) => news.remove(ctx.scoped, input.id));
