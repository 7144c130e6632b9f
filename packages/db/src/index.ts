export { createDb, type Db, type CreateDbOptions } from "./client.ts";
export { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded.ts";
export { applyMigrations, diffEmptyToSchema, diffLastMigrationToSchema, lastMigrationSchema, readSchema, migrationsDir, schemaPath } from "./migrate.ts";
export * from "./generated/enums.ts";
export { Prisma, PrismaClient } from "./generated/client.ts";
export type * from "./generated/models.ts";
