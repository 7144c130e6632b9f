import { createApiKey } from "@booking/core";
import { idempotentOwnerProcedure } from "../../init.ts";
import { createApiKeyInput, createApiKeyResponse } from "./api-key.types.ts";

export const createApiKeyRoute = idempotentOwnerProcedure
  .meta({
    errors: ["PLAN_API_NOT_ALLOWED", "API_KEY_LIMIT_REACHED"],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/account/api-keys",
      tags: ["api-keys"],
      summary: "Create an API key (PROFESSIONAL+) with scopes; the answer carries the key once. Send it as `Authorization: Bearer <key>`",
    },
  })
  .input(createApiKeyInput)
  .output(createApiKeyResponse)
  .mutation(({ ctx, input }) => createApiKey(ctx.scoped, ctx.tenant, ctx.user.id, input, new Date(), ctx.idempotency));
