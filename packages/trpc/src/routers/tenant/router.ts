import { router } from "../../init.ts";
import { listPlansRoute } from "./list-plans.ts";
import { setCustomDomainRoute } from "./set-custom-domain.ts";
import { checkDomainDnsRoute } from "./check-domain-dns.ts";
import { cancelAutoRenewRoute } from "./cancel-auto-renew.ts";
import { resumeAutoRenewRoute } from "./resume-auto-renew.ts";
import { publicProfileRoute } from "./public-profile.ts";
import { storefrontRoute } from "./storefront.ts";
import { subscriptionPaymentsRoute } from "./subscription-payments.ts";

export const tenantRouter = router({
  plans: listPlansRoute,
  publicProfile: publicProfileRoute,
  storefront: storefrontRoute,
  setCustomDomain: setCustomDomainRoute,
  checkDomainDns: checkDomainDnsRoute,
  cancelAutoRenew: cancelAutoRenewRoute,
  resumeAutoRenew: resumeAutoRenewRoute,
  subscriptionPayments: subscriptionPaymentsRoute,
});
