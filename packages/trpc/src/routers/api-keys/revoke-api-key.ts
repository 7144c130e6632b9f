import { revokeApiKey } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { revokeApiKeyInput, revokeApiKeyResponse } from "./api-key.types.ts";

export const revokeApiKeyRoute = ownerProcedure
  .meta({
    errors: ["API_KEY_NOT_FOUND"],
    pathResource: "apiKey",
    openapi: {
      method: "DELETE",
      path: "/account/api-keys/{id}",
      tags: ["api-keys"],
      summary: "Revoke an API key: its next request is a 401",
    },
  })
  .input(revokeApiKeyInput)
  .output(revokeApiKeyResponse)
  .mutation(async ({ ctx, input }) => {
    await revokeApiKey(ctx.scoped, input.id, new Date());
    return { success: true as const };
  });
