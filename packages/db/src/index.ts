export { createDb, poolOf, sqlOf, type Db, type CreateDbOptions } from "./client.ts";
export { databaseHealth, DatabaseHealth, isDatabaseUnavailable } from "./availability.ts";
export { columns, DatabaseError, definedStatements, prefixed, statement, prismaSql, type Sql, type Statement } from "./sql.ts";
export { membershipRow, prefixedRow, sessionRow, tenantRow, userRow } from "./rows.ts";
export { startDataDirPostgres, startEmbeddedPostgres, type EmbeddedOptions, type EmbeddedPostgres } from "./embedded.ts";
export { DataDirLockedError, lockDataDir } from "./data-lock.ts";
export { JOB_QUEUED_CHANNEL, listenForQueuedJobs, type JobNotifications } from "./job-notifications.ts";
export { diffEmptyToSchema, diffMigrationsToSchema, readSchema, migrationsDir, schemaPath } from "./migrate.ts";
export * from "./generated/enums.ts";
export { Prisma, PrismaClient } from "./generated/client.ts";
export type {
  Tenant,
  User,
  Membership,
  Session,
  LoginCode,
  EmailCode,
  TelegramLinkToken,
  Expert,
  Service,
  Slot,
  Booking,
  BookingStatusChange,
  News,
  Article,
  SubscriptionPeriod,
  PromoCode,
  PromoRedemption,
  PaymentMethod,
  Payment,
  PaymentEvent,
  BotConfig,
  Job,
  WaitlistEntry,
} from "./generated/client.ts";
export {
  applyMigrations,
  FailedMigrationError,
  migrationStatus,
  resolveMigration,
  readMigrationFiles,
  type MigrationStatus,
  type MigrateOptions,
} from "./migration-history.ts";
export { checkInstance, type InstanceVerdict } from "./instance.ts";
export { backupEmbedded, restoreEmbedded } from "./backup.ts";
