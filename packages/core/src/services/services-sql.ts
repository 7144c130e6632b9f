// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement).
import { statement, type Service } from "@booking/db";

// The storefront is the most requested page: a prepared statement (db/sql.ts), tenant named in it.
export const activeServices = statement<Pick<Service, "id" | "name" | "description" | "priceMinor" | "durationMinutes" | "isActive">>("active_services", `
  SELECT id, name, description, "priceMinor", "durationMinutes", "isActive" FROM "Service"
  WHERE "tenantId" = $1::uuid AND "isActive" AND "archivedAt" IS NULL
  ORDER BY "createdAt", id`);
