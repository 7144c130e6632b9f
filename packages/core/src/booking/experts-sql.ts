// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement).
import { z } from "zod";
import { statement } from "@booking/db";

/** Tenant $1's default expert. */
export const defaultExpertStatement = statement(
  "default_expert",
  z.strictObject({ id: z.string() }),
  `
    SELECT id FROM "Expert" WHERE "tenantId" = $1::uuid AND "isDefault"`,
);
