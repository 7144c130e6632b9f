// The "waitlist" queue (issue 18.3) under test: its production handler with the test's clock, on a
// queue of the test's own (tenantQueueWorkers), with as many workers as wanted.
import type { Db, Tenant } from "@booking/db";
import { databases, WAITLIST_QUEUE, waitlistJobHandlers } from "@booking/core";
import { tenantQueueWorkers } from "./job-passes.ts";

export function waitlistWorkers(db: Db, tenants: Tenant[], count = 1) {
  return tenantQueueWorkers(db, WAITLIST_QUEUE, (clock) => waitlistJobHandlers(databases(db), clock)[WAITLIST_QUEUE]!, tenants, count);
}
