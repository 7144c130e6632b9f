import { autoRenewProcedure } from "./auto-renew.ts";

export const cancelAutoRenewRoute = autoRenewProcedure(
  false,
  "/tenant/subscription/cancel-auto-renew",
  "Stop renewing: the plan runs to its expiry (and any plan already bought), then the tenant is on FREE",
);
