// Billing: plans, promo codes, checkout, payment providers, notifications and the jobs behind them.
export {
  BOOKING_PAYMENT_TIMEOUT_QUEUE,
  PAYMENT_WINDOW_MINUTES,
  RENEWAL_GRACE_DAYS,
  SUBSCRIPTION_EXPIRY_QUEUE,
  SUBSCRIPTION_PAYMENT_TIMEOUT_QUEUE,
} from "./deps.ts";
export { NO_PAYMENTS, paymentsSettings, type PaymentsSettings } from "./payments-settings.ts";
export { PROMO_MESSAGES, promoReason, discountMinor, findPromo, type PromoReason } from "./promo.ts";
export { quotePlanPrice, type PriceQuote } from "./pricing.ts";
export { deriveSubscription, effectivePlan, nextPeriodStart, periodEnd, type DerivedSubscription } from "./subscription-state.ts";
export { applySubscriptionPayment, setAutoRenew } from "./subscriptions.ts";
export { startSubscriptionCheckout, type CheckoutRequest, type CheckoutResult } from "./checkout.ts";
export {
  isPayableBooking,
  paymentTerms,
  startBookingPayment,
  takesOnlinePayments,
  type BookingPaymentRequest,
  type PaymentTerms,
} from "./booking-payments.ts";
export type { OpenedPayment } from "./provider-payment.ts";
export { telegramReturnBot } from "./provider-payment.ts";
export type { IdempotencyRequest } from "./open-payments.ts";
export { setTenantCurrency, setTenantPrepayment } from "./tenant-currency.ts";
export {
  listPaymentMethods,
  setPaymentCredentials,
  setPaymentMethodEnabled,
  testPaymentCredentials,
  type PaymentMethodView,
} from "./payment-methods.ts";
export { settlePayment, type SettlementOutcome } from "./settlement.ts";
export { handlePaymentNotification, UNKNOWN_ORDER_REPLY, WEBHOOK_PROVIDERS, type NotificationResult } from "./payment-notifications.ts";
export {
  RENEWAL_REMINDER_LEAD_MS,
  RENEWAL_REMINDER_QUEUE,
  renewalStillDue,
  subscriptionPageUrl,
  type RenewalReminderJob,
} from "./renewal-notices.ts";
export { billingJobHandlers, expireUnpaidPayment, processSubscriptionExpiry } from "./billing-jobs.ts";
export { refundCancelledBooking, refundJobHandlers } from "./refunds.ts";
export { BOOKING_REFUND_QUEUE } from "./deps.ts";
export { createPromoCode, validateNewPromoCode, type NewPromoCode } from "./promo-admin.ts";
export {
  receiptCustomer,
  saleReceipt,
  setTenantReceipts,
  storedReceipt,
  tenantReceiptSettings,
  tenantReceiptView,
  type TenantReceiptView,
} from "./receipts.ts";
export { findPaymentResult, type PaidBookingView, type PaymentReader, type PaymentResultView } from "./payment-result.ts";
