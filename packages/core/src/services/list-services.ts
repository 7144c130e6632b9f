import type { Sql } from "@booking/db";
import { activeServices } from "./services-sql.ts";
import { toServiceView, type ServiceView } from "./service-view.ts";

/** The storefront: active, non-archived services, oldest first (the owner's order of creation). */
export async function listActiveServices(sql: Sql, tenantId: string): Promise<ServiceView[]> {
  return (await sql.rows(activeServices, [tenantId])).map(toServiceView);
}
