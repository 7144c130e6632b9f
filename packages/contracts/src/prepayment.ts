// A tenant's prepayment rule (issue 20.1). OPTIONAL, the default: an abandoned or failed payment
// only expires and the booking stays. REQUIRED: a booking still unpaid when its payment window
// passes is released. The database enum Prepayment holds the same list.
import { z } from "zod";

export const PREPAYMENT_POLICIES = ["OPTIONAL", "REQUIRED"] as const;
export type PrepaymentPolicy = (typeof PREPAYMENT_POLICIES)[number];

export const prepaymentPolicy = z.enum(PREPAYMENT_POLICIES, { error: "prepayment must be OPTIONAL or REQUIRED" });
