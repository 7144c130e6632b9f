export { scopedDb, type ScopedDb } from "./scoped-db.ts";
export { resolveTenant } from "./resolve-tenant.ts";
export { ensureDefaultTenant } from "./default-tenant.ts";
