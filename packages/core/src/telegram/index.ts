// What the Telegram bots do to the domain: account language and reachability, the booking buttons,
// and tenants' own bots.
export {
  accountLanguageOf,
  markTelegramReachable,
  markTelegramUnreachable,
  recordTelegramWriteAccess,
  setAccountLanguage,
} from "./telegram-accounts.ts";
export {
  decidePendingBooking,
  type BookingDecision,
  type BookingDecisionOutcome,
  type BookingDecisionRequest,
} from "./booking-decisions.ts";
export { disableBrokenTenantBot, sendingTenantBot, tenantBotByConfigId, type TenantBot } from "./tenant-bots.ts";
