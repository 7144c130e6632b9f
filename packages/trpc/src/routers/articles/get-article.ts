import { articles } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { getArticleInput, getArticleResponse } from "./get-article.types.ts";

export const getArticleRoute = publicProcedure
  .meta({
    errors: ["NOT_FOUND"],
    pathResource: "article",
    openapi: { method: "GET", path: "/articles/{id}", tags: ["articles"], summary: "One article of the tenant (404 NOT_FOUND otherwise)" },
  })
  .input(getArticleInput)
  .output(getArticleResponse)
  .query(({ ctx, input }) => articles.get(ctx.scoped, input.id));
