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
export { deleteAccount, type DeletionProof, type DeletionResult } from "./delete-account.ts";
export { eraseClient, type ErasureResult } from "./erase-client.ts";
export { exportUserData, type UserDataExport } from "./export.ts";
