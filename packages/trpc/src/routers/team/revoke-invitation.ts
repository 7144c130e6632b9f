import { revokeInvitation } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { idInput, revokedResponse } from "./team.types.ts";

export const revokeInvitationRoute = ownerProcedure
  .meta({
    errors: ["INVITATION_NOT_FOUND"],
    pathResource: "invitation",
    openapi: {
      method: "DELETE",
      path: "/account/team/invitations/{id}",
      tags: ["team"],
      summary: "Withdraw an open invitation: its link stops working",
    },
  })
  .input(idInput)
  .output(revokedResponse)
  .mutation(async ({ ctx, input }) => {
    await revokeInvitation(ctx.scoped, { tenantId: ctx.tenant.id, actorId: ctx.user.id, invitationId: input.id, now: new Date() });
    return { revoked: true as const };
  });
