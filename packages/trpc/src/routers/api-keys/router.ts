import { router } from "../../init.ts";
import { createApiKeyRoute } from "./create-api-key.ts";
import { listApiKeysRoute } from "./list-api-keys.ts";
import { revokeApiKeyRoute } from "./revoke-api-key.ts";

/** /api/account/api-keys (owner): issue 16.3. */
export const apiKeysRouter = router({
  list: listApiKeysRoute,
  create: createApiKeyRoute,
  revoke: revokeApiKeyRoute,
});
