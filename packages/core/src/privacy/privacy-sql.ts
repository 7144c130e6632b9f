// Reviewed raw SQL that names tenantId (tests/isolation/sql-statements covers it): the tenants that
// hold rows about one person, for their data export and their account deletion (issue 30). Each
// tenant's rows are then read and changed through that tenant's scoped client.
import { z } from "zod";
import { statement } from "@booking/db";

/**
 * Tenants where user $1 is a member or has consents, a waitlist entry, a calendar feed or a client
 * note (a booking makes its author a member, so bookings are found through the membership).
 */
export const userDataTenants = statement(
  "user_data_tenants",
  z.strictObject({ tenantId: z.string() }),
  `
  SELECT "tenantId" FROM "Membership" WHERE "userId" = $1::uuid
  UNION SELECT "tenantId" FROM "Consent" WHERE "userId" = $1::uuid
  UNION SELECT "tenantId" FROM "WaitlistEntry" WHERE "userId" = $1::uuid
  UNION SELECT "tenantId" FROM "CalendarFeed" WHERE "userId" = $1::uuid
  UNION SELECT "tenantId" FROM "ClientNote" WHERE "userId" = $1::uuid
  ORDER BY 1`,
);
