import { autoRenewProcedure } from "./auto-renew.ts";

export const resumeAutoRenewRoute = autoRenewProcedure(
  true,
  "/tenant/subscription/resume-auto-renew",
  "Renew again: at expiry a renewal invoice opens and the plan keeps working for the grace days",
);
