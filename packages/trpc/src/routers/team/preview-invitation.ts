import { previewInvitation } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { invitationPreview, tokenInput } from "./team.types.ts";

export const previewInvitationRoute = publicProcedure
  .meta({
    errors: ["INVITATION_NOT_FOUND"],
    rateLimit: { max: 30, windowMs: 60_000 },
    pathResource: "invitationToken",
    openapi: {
      method: "GET",
      path: "/team/invitations/{token}",
      tags: ["team"],
      summary: "What an invitation link offers (page, role, state) before the invitee accepts",
    },
  })
  .input(tokenInput)
  .output(invitationPreview)
  .query(({ ctx, input }) => previewInvitation(ctx.scoped, ctx.tenant, input.token, new Date()));
