// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement).
import { z } from "zod";
import { statement } from "@booking/db";

// The storefront is the most requested page: a prepared statement (db/sql.ts), tenant named in it.
const activeServiceRow = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceMinor: z.number().int(),
  durationMinutes: z.number().int(),
  isActive: z.boolean(),
  intakeQuestions: z.unknown(),
  sessionLocation: z.unknown(),
});
export const activeServices = statement(
  "active_services",
  activeServiceRow,
  `
  SELECT id, name, description, "priceMinor", "durationMinutes", "isActive", "intakeQuestions", "sessionLocation" FROM "Service"
  WHERE "tenantId" = $1::uuid AND "isActive" AND "archivedAt" IS NULL
  ORDER BY "createdAt", id`,
);
