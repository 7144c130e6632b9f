import { changeMemberRole } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { changeRoleInput, changeRoleResponse } from "./team.types.ts";

export const changeMemberRoleRoute = ownerProcedure
  .meta({
    errors: ["MEMBER_NOT_FOUND", "OWNER_ROLE_FIXED", "PLAN_EXPERTS_NOT_ALLOWED"],
    pathResource: "teamMember",
    sampleInput: { role: "ADMIN" },
    openapi: {
      method: "PUT",
      path: "/account/team/members/{id}/role",
      tags: ["team"],
      summary: "Make a team member (user id) an ADMIN or an EXPERT; the owner stays the owner",
    },
  })
  .input(changeRoleInput)
  .output(changeRoleResponse)
  .mutation(({ ctx, input }) =>
    changeMemberRole(ctx.scoped, { tenantId: ctx.tenant.id, actorId: ctx.user.id, userId: input.id, role: input.role, now: new Date() }),
  );
