// Experts are the unit of availability (ARCHITECTURE.md, Team and experts): slots and bookings belong to one. Until a
// tenant manages several (issue 16), every slot the API creates is its default expert's, which
// the database creates together with the tenant (trigger in the experts migration).
import type { Sql } from "@booking/db";
import { defaultExpertStatement } from "./experts-sql.ts";

/** The id of the tenant's default expert. `sql`: the pool's statements or prismaSql(tx). */
export async function defaultExpertId(sql: Sql, tenantId: string): Promise<string> {
  const [expert] = await sql.rows(defaultExpertStatement, [tenantId]);
  // The trigger makes this unreachable; a clear message beats a foreign-key error further on.
  if (!expert) throw new Error(`Tenant ${tenantId} has no default expert (the experts migration creates one per tenant)`);
  return expert.id;
}
