import { createInvitation } from "@booking/core";
import { idempotentOwnerProcedure } from "../../init.ts";
import { createdInvitationView, createInvitationInput } from "./team.types.ts";

export const createInvitationRoute = idempotentOwnerProcedure
  .meta({
    successStatus: 201,
    errors: ["PLAN_LIMIT_TEAM", "PLAN_EXPERTS_NOT_ALLOWED", "TELEGRAM_BOT_NOT_CONFIGURED"],
    openapi: {
      method: "POST",
      path: "/account/team/invitations",
      tags: ["team"],
      summary:
        "Invite someone as ADMIN or EXPERT (EXPERT: ENTERPRISE). The answer carries the one-time link (72 hours); the team size counts open invitations",
    },
  })
  .input(createInvitationInput)
  .output(createdInvitationView)
  .mutation(({ ctx, input }) =>
    createInvitation(ctx.scoped, ctx.deps, { tenant: ctx.tenant, actor: ctx.user, invitation: input, now: new Date() }, ctx.idempotency),
  );
