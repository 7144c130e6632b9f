import { acceptInvitation } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { acceptedResponse, tokenInput } from "./team.types.ts";

export const acceptInvitationRoute = authedProcedure
  .meta({
    errors: [
      "INVITATION_NOT_FOUND",
      "INVITATION_EXPIRED",
      "INVITATION_USED",
      "ALREADY_TEAM_MEMBER",
      "INVITATION_FOR_ANOTHER_EMAIL",
      "INVITATION_EMAIL_UNVERIFIED",
      "INVITATION_OVER_PLAN",
    ],
    rateLimit: { max: 30, windowMs: 60_000 },
    pathResource: "invitationToken",
    openapi: {
      method: "POST",
      path: "/team/invitations/{token}/accept",
      tags: ["team"],
      summary:
        "The logged-in caller joins the page's team in the invited role; an invitation works once. One sent to an email address is accepted only by the account holding that address, verified (403 INVITATION_FOR_ANOTHER_EMAIL / INVITATION_EMAIL_UNVERIFIED); the plan decides at acceptance too (409 INVITATION_OVER_PLAN)",
    },
  })
  .input(tokenInput)
  .output(acceptedResponse)
  .mutation(({ ctx, input }) => acceptInvitation(ctx.scoped, { tenant: ctx.tenant, token: input.token, user: ctx.user, now: new Date() }));
