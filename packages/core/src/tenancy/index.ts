export { scopedDb, TENANT_MODELS, type ScopedDb, type TenantModel } from "./scoped-db.ts";
export { databases, type Databases, type PlatformDb, type PlatformTx } from "./databases.ts";
export { resolveTenant, type ResolvedTenant, type TenantSource } from "./resolve-tenant.ts";
export { ensureDefaultTenant } from "./default-tenant.ts";
export { pageShell, type PageShell } from "./page-shell.ts";
export {
  findPublicProfile,
  pageMeta,
  tenantBotUsername,
  toPublicProfile,
  type TenantChat,
  type TenantContact,
  type TenantPublicProfile,
} from "./public-profile.ts";
