import { endOtherSessions } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { endOtherSessionsResponse } from "./sessions.types.ts";

export const endOtherSessionsRoute = globalAccountProcedure
  .meta({
    openapi: {
      method: "POST",
      path: "/user/sessions/end-others",
      tags: ["account"],
      summary: "End every session of the caller but this one",
    },
  })
  .output(endOtherSessionsResponse)
  .mutation(async ({ ctx }) => ({ ended: await endOtherSessions(ctx.platform, ctx.user.id, ctx.session?.id ?? null) }));
