import { statement, type Service, type Sql } from "@booking/db";
import { toServiceView, type ServiceView } from "./service-view.ts";

// The storefront is the most requested page: a prepared statement (db/sql.ts), tenant named in it.
const activeServices = statement<Pick<Service, "id" | "name" | "description" | "priceMinor" | "durationMinutes" | "isActive">>("active_services", `
  SELECT id, name, description, "priceMinor", "durationMinutes", "isActive" FROM "Service"
  WHERE "tenantId" = $1::uuid AND "isActive" AND "archivedAt" IS NULL
  ORDER BY "createdAt", id`);

/** The storefront: active, non-archived services, oldest first (the owner's order of creation). */
export async function listActiveServices(sql: Sql, tenantId: string): Promise<ServiceView[]> {
  return (await sql.rows(activeServices, [tenantId])).map(toServiceView);
}
