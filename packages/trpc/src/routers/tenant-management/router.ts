import { router } from "../../init.ts";
import { registerOwnerRoute } from "./register-owner.ts";
import { setupTenantRoute } from "./setup-tenant.ts";
import { slugAvailabilityRoute } from "./slug-availability.ts";
import { validatePromoRoute } from "./validate-promo.ts";
import { calculatePriceRoute } from "./calculate-price.ts";
import { checkoutRoute } from "./checkout.ts";

export const tenantManagementRouter = router({
  registerOwner: registerOwnerRoute,
  setupTenant: setupTenantRoute,
  slugAvailability: slugAvailabilityRoute,
  validatePromo: validatePromoRoute,
  calculatePrice: calculatePriceRoute,
  checkout: checkoutRoute,
});
