import { PLAN_LIST } from "@booking/contracts";
import { publicProcedure } from "../../init.ts";
import { listPlansResponse } from "./list-plans.types.ts";

export const listPlansRoute = publicProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/tenant/subscription/plans",
      tags: ["tenant"],
      summary: "The plan catalogue (prices, limits, features)",
    },
  })
  .output(listPlansResponse)
  .query(() => PLAN_LIST);
