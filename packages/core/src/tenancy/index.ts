export { scopedDb, type ScopedDb } from "./scoped-db.ts";
export { resolveTenant, type ResolvedTenant, type TenantSource } from "./resolve-tenant.ts";
export { ensureDefaultTenant } from "./default-tenant.ts";
