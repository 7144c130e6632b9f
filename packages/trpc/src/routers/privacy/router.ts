import { router } from "../../init.ts";
import { getConsentRoute } from "./get-consent.ts";
import { getPrivacyPolicyRoute } from "./get-privacy-policy.ts";
import { setMarketingRoute } from "./set-marketing.ts";
import { setPrivacyPolicyRoute } from "./set-privacy-policy.ts";

/** Personal data (issue 30): consent, the business's privacy policy, marketing opt-in. */
export const privacyRouter = router({
  consent: getConsentRoute,
  setMarketing: setMarketingRoute,
  policy: getPrivacyPolicyRoute,
  setPolicy: setPrivacyPolicyRoute,
});
