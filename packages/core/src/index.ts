// Business logic per domain; each domain folder has its own index.
export type { AppConfig } from "./config.ts";
export { SILENT_LOGGER, type Deps, type Logger } from "./deps.ts";
export * from "./tenancy/index.ts";
export * from "./auth/index.ts";
export * from "./crypto/secret-box.ts";
export * from "./services/index.ts";
export * from "./booking/index.ts";
export * from "./demo/index.ts";
export * from "./users/index.ts";
export * from "./clients/index.ts";
export * from "./tenants/index.ts";
export * from "./content/index.ts";
export * from "./billing/index.ts";
export * from "./jobs/index.ts";
export * from "./account/index.ts";
export * from "./notifications/index.ts";
export * from "./telegram/index.ts";
export * from "./schedule/index.ts";
