import { articles } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { createArticleInput, createArticleResponse } from "./create-article.types.ts";

export const createArticleRoute = adminProcedure
  .meta({ openapi: { method: "POST", path: "/admin/articles", tags: ["articles"], summary: "Publish an article", successDescription: "Created", protect: true } })
  .input(createArticleInput)
  .output(createArticleResponse)
  .mutation(({ ctx, input }) => articles.create(ctx.scoped, ctx.tenant.id, input));
