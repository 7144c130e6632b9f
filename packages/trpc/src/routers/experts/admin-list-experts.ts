import { listExpertsForAdmin } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminExpertsResponse } from "./experts.types.ts";

export const adminListExpertsRoute = adminProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/admin/experts",
      tags: ["admin", "experts"],
      summary: "Every expert of the page with profile, state and services",
    },
  })
  .output(adminExpertsResponse)
  .query(({ ctx }) => listExpertsForAdmin(ctx.scoped));
