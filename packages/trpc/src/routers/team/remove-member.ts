import { removeMember } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { idInput, removedResponse } from "./team.types.ts";

export const removeMemberRoute = ownerProcedure
  .meta({
    errors: ["MEMBER_NOT_FOUND", "OWNER_ROLE_FIXED"],
    pathResource: "teamMember",
    openapi: {
      method: "DELETE",
      path: "/account/team/members/{id}",
      tags: ["team"],
      summary: "Remove a team member (user id): they stay a customer of the page; an expert's free future slots go",
    },
  })
  .input(idInput)
  .output(removedResponse)
  .mutation(({ ctx, input }) =>
    removeMember(ctx.scoped, { tenantId: ctx.tenant.id, actorId: ctx.user.id, userId: input.id, now: new Date() }),
  );
