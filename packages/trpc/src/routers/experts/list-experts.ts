import { offeredExperts } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { listExpertsInput, listExpertsResponse } from "./experts.types.ts";

export const listExpertsRoute = publicProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/experts",
      tags: ["experts"],
      summary:
        "The experts a customer may pick (ENTERPRISE: the active ones, for a service those who provide it; other plans: the page's one expert)",
    },
  })
  .input(listExpertsInput)
  .output(listExpertsResponse)
  .query(({ ctx, input }) => offeredExperts(ctx.scoped, ctx.tenant, input.serviceId));
