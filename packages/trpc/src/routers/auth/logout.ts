import { revokeSession } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { logoutResponse } from "./logout.types.ts";

export const logoutRoute = authedProcedure
  .meta({
    openapi: { method: "POST", path: "/auth/logout", tags: ["auth"], summary: "End the current session (its bearer token stops working)" },
  })
  .output(logoutResponse)
  .mutation(async ({ ctx }) => {
    // Init-data-only callers have no session: nothing to end.
    if (ctx.session) await revokeSession(ctx.platform, ctx.session.id);
    return { success: true as const };
  });
