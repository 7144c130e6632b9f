import { endSession } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { endSessionInput, endSessionResponse } from "./sessions.types.ts";

export const endSessionRoute = globalAccountProcedure
  .meta({
    errors: ["SESSION_NOT_FOUND"],
    pathResource: "session",
    openapi: { method: "DELETE", path: "/user/sessions/{id}", tags: ["account"], summary: "End one of the caller's sessions" },
  })
  .input(endSessionInput)
  .output(endSessionResponse)
  .mutation(async ({ ctx, input }) => {
    await endSession(ctx.platform, ctx.user.id, input.id);
    return { success: true as const };
  });
