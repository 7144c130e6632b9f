import { news } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { listNewsInput, listNewsResponse } from "./list-news.types.ts";

export const listNewsRoute = publicProcedure
  .meta({ openapi: { method: "GET", path: "/news", tags: ["news"], summary: "News of the tenant, newest published first" } })
  .input(listNewsInput)
  .output(listNewsResponse)
  .query(({ ctx, input }) => news.list(ctx.scoped, input.limit));
