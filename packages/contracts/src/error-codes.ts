// Stable error codes sent as `{ error, message }` and their HTTP statuses. Spec §8 keys are the codes
// the client maps to translated texts (packages/i18n); the rest are platform codes with an English
// message (errors.ts, which the server loads and the browser does not).

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
  /** The database (or another required dependency) is unreachable: retry after Retry-After seconds. */
  SERVICE_UNAVAILABLE: 503,
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
  currentPasswordRequired: 400,
  SESSION_NOT_FOUND: 404,
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
  /** A calendar file or feed URL that is malformed, forged or revoked. */
  CALENDAR_NOT_FOUND: 404,
  CLIENT_NOT_FOUND: 404,
  BOOKING_NOT_CANCELLABLE: 409,
  INVALID_STATUS_TRANSITION: 409,
  DATE_RANGE_INVALID: 400,
  DATE_IN_PAST: 400,
  DATE_RANGE_TOO_LONG: 400,
  TIME_RANGE_INVALID: 400,
  TIME_OFF_GRID: 400,
  SLOTS_CHANGED: 409,
  PENDING_LIMIT_REACHED: 409,
  BOOKING_TOO_SOON: 400,
  /** A required question of the service was not answered (issue 31.1); `field` is answers.<questionId>. */
  INTAKE_ANSWER_REQUIRED: 400,
  /** An answer of the wrong shape, too long, or to a question the service does not ask. */
  INTAKE_ANSWER_INVALID: 400,
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
  EMAIL_ALREADY_VERIFIED: 409,
  EMAIL_UNDELIVERABLE: 409,
  TELEGRAM_UNLINK_NOT_ALLOWED: 409,
  PHONE_NOT_OWN: 400,
  DOMAIN_INVALID_FORMAT: 400,
  DOMAIN_TAKEN: 409,
  // business settings (issue 15.5)
  TIME_ZONE_INVALID: 400,
  TELEGRAM_USERNAME_INVALID: 400,
  LOGO_TYPE_NOT_SUPPORTED: 415,
  LOGO_TOO_LARGE: 413,
  invalidPromoCode: 400,
  PAYMENT_PROVIDER_NOT_CONFIGURED: 409,
  PAYMENT_PROVIDER_ERROR: 502,
  PAYMENT_NOTIFICATION_INVALID: 401,
  PAYMENT_IN_PROGRESS: 409,
  PAYMENT_CREDENTIALS_REJECTED: 409,
  PAYMENT_PROVIDER_UNREACHABLE: 502,
  PAYMENT_CURRENCY_NOT_SUPPORTED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  BOT_TOKEN_INVALID: 400,
  // booking engine (appended)
  SERVICE_DOES_NOT_FIT: 409,
  BOOKING_NOT_RESCHEDULABLE: 409,
  // weekly schedule (issue 15.3)
  BREAK_OUTSIDE_HOURS: 400,
  RANGES_OVERLAP: 400,
  SCHEDULE_DATE_REPEATED: 400,
  // API access, webhooks and branding (issue 16.3, 16.4)
  PLAN_API_NOT_ALLOWED: 403,
  PLAN_WHITE_LABEL_NOT_ALLOWED: 403,
  API_KEY_SCOPE: 403,
  API_KEY_WRONG_TENANT: 403,
  API_KEY_NOT_FOUND: 404,
  API_KEY_LIMIT_REACHED: 409,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_URL_INVALID: 400,
  WEBHOOK_URL_FORBIDDEN: 400,
  WEBHOOK_LIMIT_REACHED: 409,
  // back office (issue 15.1)
  NO_SHOW_NOT_ALLOWED: 409,
  // team and experts (issue 16)
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 409,
  HOLD_LIMIT_REACHED: 409,
  INVITATION_FOR_ANOTHER_EMAIL: 403,
  INVITATION_EMAIL_UNVERIFIED: 403,
  INVITATION_OVER_PLAN: 409,
  ALREADY_TEAM_MEMBER: 409,
  MEMBER_NOT_FOUND: 404,
  OWNER_ROLE_FIXED: 409,
  PLAN_LIMIT_TEAM: 403,
  PLAN_EXPERTS_NOT_ALLOWED: 403,
  TELEGRAM_BOT_NOT_CONFIGURED: 409,
  EXPERT_NOT_FOUND: 404,
  NO_EXPERT_AVAILABLE: 409,
  NOT_YOUR_EXPERT_PROFILE: 403,
  // waitlist (issue 18.3)
  WAITLIST_ENTRY_NOT_FOUND: 404,
  WAITLIST_ALREADY_JOINED: 409,
  WAITLIST_LIMIT_REACHED: 409,
  WAITLIST_OFFER_EXPIRED: 409,
  /** Claiming an entry nothing has been offered for yet (issue 29.9: it said "offered to someone else"). */
  WAITLIST_NOT_OFFERED: 409,
  /** Claiming an offer the customer already booked. */
  WAITLIST_OFFER_CLAIMED: 409,
  /** Joining the waitlist of a time the customer has booked themselves (issue 25.8). */
  WAITLIST_OWN_BOOKING: 409,
  // self-service and manage links (issue 25.4)
  BOOKING_CANCEL_TOO_LATE: 409,
  BOOKING_NOT_MOVABLE: 409,
  BOOKING_MOVE_TOO_LATE: 409,
  MANAGE_LINK_INVALID: 404,
  MANAGE_LINK_EXPIRED: 410,
  // personal data and receipts (issue 30)
  consentRequired: 400,
  receiptContactRequired: 400,
  RECEIPT_INVALID: 409,
  RECEIPTS_NEED_RUB: 409,
  ACCOUNT_OWNS_TENANT: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure the client can act on: carries a stable code and its HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  /**
   * A message of the thrower's own (a detail, e.g. which field is wrong), or undefined: the API then
   * answers the code's text from the one catalogue (@booking/i18n), as the screens do.
   */
  readonly ownMessage?: string;

  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? code);
    this.ownMessage = message;
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
