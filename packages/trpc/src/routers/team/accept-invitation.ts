import { acceptInvitation } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { acceptedResponse, tokenInput } from "./team.types.ts";

export const acceptInvitationRoute = authedProcedure
  .meta({
    errors: ["INVITATION_NOT_FOUND", "INVITATION_EXPIRED", "INVITATION_USED", "ALREADY_TEAM_MEMBER", "PLAN_EXPERTS_NOT_ALLOWED"],
    rateLimit: { max: 30, windowMs: 60_000 },
    openapi: {
      method: "POST",
      path: "/team/invitations/{token}/accept",
      tags: ["team"],
      summary: "The logged-in caller joins the page's team in the invited role; an invitation works once",
    },
  })
  .input(tokenInput)
  .output(acceptedResponse)
  .mutation(({ ctx, input }) =>
    acceptInvitation(ctx.scoped, { tenantId: ctx.tenant.id, token: input.token, user: ctx.user, now: new Date() }),
  );
