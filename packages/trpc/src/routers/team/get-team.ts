import { getTeam } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { teamView } from "./team.types.ts";

export const getTeamRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/team",
      tags: ["team"],
      summary: "The team: owner, admins and experts, open invitations, the latest changes (who did what) and the plan's team size",
    },
  })
  .output(teamView)
  .query(({ ctx }) => getTeam(ctx.scoped, ctx.tenant.plan, new Date()));
