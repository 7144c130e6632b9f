import { listActiveSessions } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { listSessionsResponse } from "./sessions.types.ts";

export const listSessionsRoute = globalAccountProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/user/sessions",
      tags: ["account"],
      summary: "The caller's live sessions: device, last use, which one is this",
    },
  })
  .output(listSessionsResponse)
  .query(({ ctx }) => listActiveSessions(ctx.platform, ctx.user.id, ctx.session?.id ?? null));
