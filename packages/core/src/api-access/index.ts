export { createApiKey, listApiKeys, revokeApiKey, type ApiKeyView, type NewApiKey } from "./api-keys.ts";
export { lookUpApiKeyCaller, touchApiKey, type ApiKeyCaller, type ApiKeyIdentity } from "./api-key-caller.ts";
export { apiKeyCaller } from "./api-key-sql.ts";
