export type { AppConfig } from "./config.ts";
export { scopedDb, type ScopedDb } from "./tenancy/scoped-db.ts";
export { resolveTenant } from "./tenancy/resolve-tenant.ts";
export { resolveIdentity, findSession, type Identity, type TelegramIdentity } from "./auth/resolve-identity.ts";
export { encryptSecret, decryptSecret, sha256, randomToken } from "./crypto/secret-box.ts";
export { listActiveServices } from "./services/list-services.ts";
export { toServiceView, type ServiceView } from "./services/service-view.ts";
export { hashPassword, verifyPassword } from "./auth/password.ts";
