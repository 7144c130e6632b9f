// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers each statement).
import { statement } from "@booking/db";

/** Tenant $1's default expert. */
export const defaultExpertStatement = statement<{ id: string }>("default_expert", `
    SELECT id FROM "Expert" WHERE "tenantId" = $1::uuid AND "isDefault"`);
