import { articles } from "@booking/core";
import { idempotentAdminProcedure } from "../../init.ts";
import { createArticleInput, createArticleResponse } from "./create-article.types.ts";

export const createArticleRoute = idempotentAdminProcedure
  .meta({
    apiScope: "content:manage",
    successStatus: 201,
    openapi: { method: "POST", path: "/admin/articles", tags: ["articles"], summary: "Publish an article", protect: true },
  })
  .input(createArticleInput)
  .output(createArticleResponse)
  .mutation(({ ctx, input }) => articles.create(ctx.scoped, ctx.tenant.id, input, ctx.idempotency));
