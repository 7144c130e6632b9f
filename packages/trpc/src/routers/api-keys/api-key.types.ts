import { z } from "zod";
import { API_KEY_SCOPES, id } from "@booking/contracts";

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  prefix: z.string().meta({ description: "The key's first characters, to tell keys apart" }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().meta({ description: "Last request with the key (to the minute)" }),
  createdBy: z
    .object({ id: z.string(), name: z.string() })
    .meta({ description: "Who created it; requests with the key act as this admin" }),
});
export const listApiKeysResponse = z.array(apiKeyView);

export const createApiKeyInput = z.object({
  name: z.string().trim().min(1).max(80),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1).max(API_KEY_SCOPES.length),
});
export const createApiKeyResponse = apiKeyView.extend({
  key: z.string().nullable().meta({
    description:
      "The key itself: in the first answer only, never again (only its hash is stored). A repeat of the request (same Idempotency-Key) answers null: revoke the key and create another if it was lost",
  }),
});

export const revokeApiKeyInput = z.object({ id });
export const revokeApiKeyResponse = z.object({ success: z.literal(true) });
