export {
  consentState,
  ensureBookingConsent,
  hasCurrentConsent,
  marketingRecipients,
  ownPolicyVersion,
  policyVersionOf,
  recordPlatformConsent,
  recordTenantConsent,
  setMarketingConsent,
  type ConsentState,
  type SignUpConsent,
} from "./consent.ts";
export { readPrivacyPolicy, setPrivacyPolicy, type PrivacyPolicyView } from "./policy.ts";
export { recordSignUpConsents } from "./sign-up.ts";
