// Business constants of spec §9, shared by server and client.
export const MIN_PHONE_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 6;
export const REGISTRATION_REDIRECT_MS = 1000;
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 300;
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MINUTES = 10;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
export const LOGIN_CODES_PER_HOUR = 10;
export const BOOKING_WINDOW_DAYS = 60;
export const PROMO_DEBOUNCE_MS = 500;
export const DEFAULT_DAY_START = "09:00";
export const DEFAULT_DAY_END = "18:00";
export const SLOT_MINUTES = 30;
export const STATS_DEFAULT_RANGE_DAYS = 30;
export const MANAGE_NAV_STEP_DAYS = 30;
export const OWNER_REGISTRATION_TELEGRAM_ID = 0;
export const DEFAULT_TENANT_SLUG = "default";
export const DEFAULT_TIME_ZONE = "Europe/Moscow";
export const SUBSCRIPTION_PERIOD_DAYS = 30;
export const SESSION_TTL_DAYS = 30;
export const LANGUAGES = ["ru", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
/** Longest accepted free-text field; longer input is a 400, not a stored blob. */
export const MAX_TEXT_LENGTH = 5000;
export const MAX_SHORT_TEXT_LENGTH = 200;
/** Slugs that would clash with the app's own routes or look official. */
export const RESERVED_SLUGS = [
  "admin", "api", "app", "account", "login", "register", "webapp", "www", "static", "assets", "docs",
  "healthz", "readyz", "support", "help", "billing", "news", "articles", "services", "booking", "my-bookings",
  "telegram", "bot", "root", "system", "null", "undefined",
] as const;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
