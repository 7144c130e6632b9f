// Stable error codes sent as `{ error, message }`. Spec §8 keys are the codes the client maps to
// translated texts (packages/i18n); the rest are platform codes with an English message.

export const ERROR_STATUS = {
  // generic
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  BATCH_TOO_LARGE: 400,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  INTERNAL_ERROR: 500,
  // telegram identity
  TELEGRAM_INIT_DATA_INVALID: 401,
  TELEGRAM_INIT_DATA_EXPIRED: 401,
  noTelegramData: 401,
  /** Init data of a tenant's own bot used for the global account (its owner could sign any id). */
  TENANT_BOT_SCOPE: 403,
  // registration (spec §8)
  USER_EXISTS_EMAIL_CONFIRMATION_REQUIRED: 409,
  USER_EXISTS: 409,
  usernameTaken: 409,
  invalidPhone: 400,
  emailRequired: 400,
  invalidEmail: 400,
  allFieldsRequired: 400,
  invalidPassword: 401,
  registrationFailed: 400,
  SLUG_TAKEN: 409,
  SLUG_INVALID: 400,
  SLUG_RESERVED: 400,
  // login (spec §8)
  userNotFound: 404,
  accountNotConfigured: 409,
  passwordRequired: 400,
  telegramNotLinked: 409,
  codeRequired: 400,
  invalidCode: 401,
  failedToSend: 502,
  LINK_TOKEN_INVALID: 400,
  // booking
  SLOT_TAKEN: 409,
  SLOT_NOT_FOUND: 404,
  SLOT_BOOKED: 409,
  SERVICE_NOT_FOUND: 404,
  SERVICE_INACTIVE: 409,
  BOOKING_NOT_FOUND: 404,
  BOOKING_NOT_CANCELLABLE: 409,
  INVALID_STATUS_TRANSITION: 409,
  DATE_RANGE_INVALID: 400,
  DATE_IN_PAST: 400,
  DATE_RANGE_TOO_LONG: 400,
  TIME_RANGE_INVALID: 400,
  TIME_OFF_GRID: 400,
  SLOTS_CHANGED: 409,
  PENDING_LIMIT_REACHED: 409,
  selectAtLeastOneDate: 400,
  selectBothDates: 400,
  // plans
  PLAN_LIMIT_SERVICES: 403,
  PLAN_LIMIT_BOOKINGS_PER_MONTH: 403,
  PLAN_LIMIT_NEWS: 403,
  PLAN_REQUIRED_PRO: 403,
  PLAN_CUSTOM_DOMAIN_NOT_ALLOWED: 403,
  PLAN_PAYMENTS_NOT_ALLOWED: 403,
  PLAN_CHANGE_NOT_ALLOWED: 409,
  // account
  passwordMismatch: 400,
  passwordTooShort: 400,
  PASSWORD_CHANGE_NOT_ALLOWED: 403,
  EMAIL_TAKEN: 409,
  DOMAIN_INVALID_FORMAT: 400,
  DOMAIN_TAKEN: 409,
  invalidPromoCode: 400,
  PAYMENT_PROVIDER_NOT_CONFIGURED: 409,
  PAYMENT_PROVIDER_ERROR: 502,
  PAYMENT_NOTIFICATION_INVALID: 401,
  PAYMENT_IN_PROGRESS: 409,
  PAYMENT_CREDENTIALS_REJECTED: 409,
  PAYMENT_PROVIDER_UNREACHABLE: 502,
  PAYMENT_CURRENCY_NOT_SUPPORTED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  BOT_TOKEN_INVALID: 400,
  // booking engine (appended)
  SERVICE_DOES_NOT_FIT: 409,
  BOOKING_NOT_RESCHEDULABLE: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: "Invalid request",
  INVALID_JSON: "Body is not valid JSON",
  UNSUPPORTED_MEDIA_TYPE: "Unsupported content type",
  PAYLOAD_TOO_LARGE: "Request body is too large",
  NOT_FOUND: "Not found",
  ROUTE_NOT_FOUND: "Route not found",
  TENANT_NOT_FOUND: "Tenant not found",
  UNAUTHORIZED: "Authentication required",
  FORBIDDEN: "You do not have access to this resource",
  TENANT_BOT_SCOPE: "Your account settings are not available from this booking page's own bot: open the platform bot or log in on the web",
  RATE_LIMITED: "Too many requests, try again later",
  BATCH_TOO_LARGE: "Too many calls in one batch",
  HEADERS_TOO_LARGE: "Request headers are too large",
  REQUEST_TIMEOUT: "The request took too long to arrive",
  INTERNAL_ERROR: "Internal server error",
  TELEGRAM_INIT_DATA_INVALID: "Telegram init data signature is invalid",
  TELEGRAM_INIT_DATA_EXPIRED: "Telegram init data has expired",
  noTelegramData: "Telegram data is not available",
  USER_EXISTS_EMAIL_CONFIRMATION_REQUIRED: "User with this email already registered",
  USER_EXISTS: "User with this email already registered",
  usernameTaken: "This username is already taken",
  invalidPhone: "Enter a valid phone number",
  emailRequired: "Email is required",
  invalidEmail: "Invalid email address",
  allFieldsRequired: "All fields are required",
  invalidPassword: "Invalid password",
  registrationFailed: "Registration failed",
  SLUG_TAKEN: "This URL is already taken",
  SLUG_INVALID: "URL may contain lowercase letters, digits and dashes",
  SLUG_RESERVED: "This URL is reserved",
  userNotFound: "User not found, please register first",
  accountNotConfigured: "Account is not properly configured, contact support",
  passwordRequired: "Password is required",
  telegramNotLinked: "Telegram account is not linked, please log in with password",
  codeRequired: "Code is required",
  invalidCode: "Invalid or expired code",
  failedToSend: "Failed to send code",
  LINK_TOKEN_INVALID: "Link is invalid or expired",
  SLOT_TAKEN: "This time slot has just been taken",
  SLOT_NOT_FOUND: "Slot not found",
  SLOT_BOOKED: "Slot is booked; delete it with force=true to cancel its booking",
  SERVICE_NOT_FOUND: "Service not found",
  SERVICE_INACTIVE: "Service is not available for booking",
  BOOKING_NOT_FOUND: "Booking not found",
  BOOKING_NOT_CANCELLABLE: "Only pending bookings can be cancelled, please contact the administrator",
  INVALID_STATUS_TRANSITION: "This status change is not allowed",
  DATE_RANGE_INVALID: "End date must not be before start date",
  DATE_IN_PAST: "Date must not be in the past",
  DATE_RANGE_TOO_LONG: "Date range exceeds the 60-day window",
  TIME_RANGE_INVALID: "End time must be after start time",
  TIME_OFF_GRID: "Start and end times must be on the 30-minute grid (for example 10:00 or 10:30)",
  SLOTS_CHANGED: "The slots changed while they were being created, please try again",
  PENDING_LIMIT_REACHED: "You already have the most bookings awaiting confirmation that this page allows; cancel one or wait until it is confirmed",
  selectAtLeastOneDate: "Select at least one date",
  selectBothDates: "Select both dates",
  PLAN_LIMIT_SERVICES: "Your plan's limit of services is reached",
  PLAN_LIMIT_BOOKINGS_PER_MONTH: "Your plan's limit of bookings per month is reached",
  PLAN_LIMIT_NEWS: "Your plan's limit of news items is reached",
  PLAN_REQUIRED_PRO: "Pro plan is required",
  PLAN_CUSTOM_DOMAIN_NOT_ALLOWED: "Your plan does not allow a custom domain",
  PLAN_PAYMENTS_NOT_ALLOWED: "Your plan does not allow payment integration",
  PLAN_CHANGE_NOT_ALLOWED: "The plan can be changed only after the current one expires",
  passwordMismatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters",
  PASSWORD_CHANGE_NOT_ALLOWED: "Password change is available for web accounts only",
  EMAIL_TAKEN: "Please use another email address",
  DOMAIN_INVALID_FORMAT: "Invalid domain format",
  DOMAIN_TAKEN: "This domain is already used",
  invalidPromoCode: "Invalid promo code",
  PAYMENT_PROVIDER_NOT_CONFIGURED: "Payment provider is not configured",
  PAYMENT_PROVIDER_ERROR: "Payment provider request failed",
  PAYMENT_NOTIFICATION_INVALID: "Payment notification could not be verified",
  PAYMENT_IN_PROGRESS: "This payment is being opened right now, please try again in a moment",
  PAYMENT_CREDENTIALS_REJECTED: "The payment provider rejected the credentials",
  PAYMENT_PROVIDER_UNREACHABLE: "The payment provider could not be reached",
  PAYMENT_CURRENCY_NOT_SUPPORTED: "This payment provider does not take the page's currency",
  IDEMPOTENCY_KEY_REUSED: "This Idempotency-Key was already used for another request",
  BOT_TOKEN_INVALID: "Bot token is invalid",
  SERVICE_DOES_NOT_FIT: "Not enough free time from this slot for the service, please choose another time",
  BOOKING_NOT_RESCHEDULABLE: "A cancelled booking cannot be rescheduled",
};

/** A failure the client can act on: carries a stable code and its HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? DEFAULT_MESSAGES[code] ?? code);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }
}

export interface ErrorBody {
  error: string;
  message: string;
  field?: string;
}
