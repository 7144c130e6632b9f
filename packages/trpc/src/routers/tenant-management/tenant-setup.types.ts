// Shared by owner registration and tenant setup: the new tenant and what the client does next.
import { z } from "zod";
import { planName } from "@booking/contracts";
import { userView } from "../user/user-view.types.ts";

export const tenantSummary = z.object({
  id: z.string(),
  slug: z.string(),
  displayName: z.string(),
  plan: planName,
  isActive: z.boolean(),
});

export const tenantCreatedFields = {
  tenant: tenantSummary,
  /** The user as seen in the new tenant (role ADMIN, isOwner true). */
  user: userView,
  /** The plan chosen in the form when it is not FREE: the client continues to checkout with it. */
  selectedPlan: planName.nullable(),
};
