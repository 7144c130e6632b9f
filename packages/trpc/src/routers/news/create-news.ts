import { news } from "@booking/core";
import { idempotentAdminProcedure } from "../../init.ts";
import { createNewsInput, createNewsResponse } from "./create-news.types.ts";

export const createNewsRoute = idempotentAdminProcedure
  .meta({
    apiScope: "content:manage",
    errors: ["PLAN_LIMIT_NEWS"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/admin/news",
      tags: ["news"],
      summary: "Publish a news item (plan limit: PLAN_LIMIT_NEWS)",
      protect: true,
    },
  })
  .input(createNewsInput)
  .output(createNewsResponse)
  .mutation(({ ctx, input }) => news.create(ctx.scoped, ctx.tenant.id, input, ctx.idempotency));
