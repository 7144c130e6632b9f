// Owner account area: profile and password, GET /account, custom domain, own bot.
export {
  assertOwnerProof,
  changePassword,
  unlinkTelegram,
  updateProfile,
  type LoginCodeProof,
  type OwnerProof,
  type PasswordChange,
  type ProfileUpdate,
  type ProfileUpdateResult,
} from "./profile.ts";
export {
  confirmEmailChange,
  confirmEmailVerification,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_CODES_PER_HOUR,
  emailCodeLink,
  requestEmailChange,
  requestEmailVerification,
} from "./email-codes.ts";
export { checkDomainDns, checkTenantDomainDns, platformHost, SYSTEM_RESOLVER, type DnsCheck, type DnsResolver } from "./domain-dns.ts";
export { normalizeDomain, setCustomDomain, tlsAllowedDomain } from "./custom-domain.ts";
export { tenantBotWebhookUrl, toBotConfigView, updateBotConfig, type BotConfigUpdate, type BotConfigView } from "./bot-config.ts";
export { botStatus, type BotLiveState, type BotStatusView } from "./bot-status.ts";
export {
  accountView,
  loadSubscriptionView,
  pendingSubscriptionPayment,
  subscriptionView,
  type AccountView,
  type SubscriptionView,
} from "./account-overview.ts";
export {
  businessSettingsOf,
  contactsOf,
  logoPathOf,
  readTenantLogo,
  removeTenantLogo,
  setTenantLogo,
  updateBusinessSettings,
  LOGO_PATH_PREFIX,
  type BusinessContacts,
  type BusinessSettings,
  type BusinessSettingsUpdate,
} from "./business-settings.ts";
export { setBrandColor, tenantBranding, type TenantBranding } from "./branding.ts";
export { embedSettingsOf, findEmbedOrigins, setEmbedOrigins, type EmbedSettings } from "./embed.ts";
