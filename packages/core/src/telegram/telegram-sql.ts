// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement): a
// tenant bot's webhook names only its BotConfig id; this finds the tenant, the rest is scoped.
import { statement } from "@booking/db";
import { tenantIdRow } from "../billing/billing-sql.ts";

export const botConfigTenant = statement("bot_config_tenant", tenantIdRow, `SELECT "tenantId" FROM "BotConfig" WHERE id = $1::uuid`);
