// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement): a
// tenant bot's webhook names only its BotConfig id; this finds the tenant, the rest is scoped.
import { statement } from "@booking/db";

export const botConfigTenant = statement<{ tenantId: string }>(
  "bot_config_tenant",
  `SELECT "tenantId" FROM "BotConfig" WHERE id = $1::uuid`,
);
