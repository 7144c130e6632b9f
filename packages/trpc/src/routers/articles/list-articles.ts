import { articles } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { listArticlesInput, listArticlesResponse } from "./list-articles.types.ts";

export const listArticlesRoute = publicProcedure
  .meta({ openapi: { method: "GET", path: "/articles", tags: ["articles"], summary: "Articles of the tenant, newest first" } })
  .input(listArticlesInput)
  .output(listArticlesResponse)
  .query(({ ctx, input }) => articles.list(ctx.scoped, input.limit));
