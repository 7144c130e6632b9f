// Business logic per domain; each domain folder has its own index.
export type { AppConfig } from "./config.ts";
export * from "./tenancy/index.ts";
export * from "./auth/index.ts";
export * from "./crypto/secret-box.ts";
export * from "./services/index.ts";
export * from "./demo/index.ts";
