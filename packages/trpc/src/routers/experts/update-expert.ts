import { updateExpertProfile } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { adminExpertView, updateExpertInput } from "./experts.types.ts";

export const updateExpertRoute = adminProcedure
  .meta({
    errors: ["EXPERT_NOT_FOUND", "SERVICE_NOT_FOUND"],
    pathResource: "expert",
    sampleInput: { name: "Taken over" },
    openapi: {
      method: "PUT",
      path: "/admin/experts/{id}",
      tags: ["admin", "experts"],
      summary: "Set an expert's public profile (name, photo, short bio), whether customers may pick them, and their services",
    },
  })
  .input(updateExpertInput)
  .output(adminExpertView)
  .mutation(({ ctx, input: { id, ...profile } }) => updateExpertProfile(ctx.scoped, ctx.tenant.id, id, profile));
