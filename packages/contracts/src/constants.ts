// Business constants of spec §9, shared by server and client.
export const MIN_PASSWORD_LENGTH = 6;
export const REGISTRATION_REDIRECT_MS = 1000;
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 300;
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MINUTES = 10;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
export const LOGIN_CODES_PER_HOUR = 10;
export const BOOKING_WINDOW_DAYS = 60;
/** How long a freed time offered from a waitlist is held for its customer (issue 18.3). */
export const WAITLIST_OFFER_MINUTES = 10;
/** Live (waiting or offered) waitlist entries one customer may have in one tenant. */
export const WAITLIST_MAX_LIVE_ENTRIES = 10;
export const PROMO_DEBOUNCE_MS = 500;
export const DEFAULT_DAY_START = "09:00";
export const DEFAULT_DAY_END = "18:00";
export const SLOT_MINUTES = 30;
/**
 * How long a link to a time (issue 18.2) holds that time for the customer who opened it while they
 * confirm: no one else can book it meanwhile, and the hold lapses by itself after this.
 */
export const SLOT_HOLD_MINUTES = 10;
/** The highest cap an owner may set (0 means no cap at all). */
export const MAX_PENDING_PER_CUSTOMER_LIMIT = 100;
/** The longest minimum notice an owner may ask for: a week, in minutes. */
export const MAX_MIN_NOTICE_MINUTES = 7 * 24 * 60;
/** The longest buffer an owner may keep after each booking: 12 hours, in minutes. */
export const MAX_BUFFER_MINUTES = 12 * 60;
/** Self-service (issue 25.4): the longest "up to N hours before" an owner may set, 30 days. */
export const MAX_SELF_SERVICE_HOURS = 720;
export const STATS_DEFAULT_RANGE_DAYS = 30;
export const MANAGE_NAV_STEP_DAYS = 30;
export const DEFAULT_TENANT_SLUG = "default";
export const DEFAULT_TIME_ZONE = "Europe/Moscow";
export const SUBSCRIPTION_PERIOD_DAYS = 30;
export const SESSION_TTL_DAYS = 30;
/** A session unused this long ends, whatever its 30-day maximum says (sliding idle timeout). */
export const SESSION_IDLE_DAYS = 14;
export const LANGUAGES = ["ru", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * The client's chosen language, as a cookie too: the server paints a tenant page's first screen
 * (apps/api tenant-page.ts) in it before any script runs. Only "en" changes anything.
 */
export const LANGUAGE_COOKIE = "lang";
/** Longest accepted free-text field; longer input is a 400, not a stored blob. */
export const MAX_TEXT_LENGTH = 5000;
export const MAX_SHORT_TEXT_LENGTH = 200;
/** Slugs that would clash with the app's own routes or look official. */
export const RESERVED_SLUGS = [
  "admin",
  "api",
  "app",
  "account",
  "login",
  "register",
  "webapp",
  "www",
  "static",
  "assets",
  "docs",
  "healthz",
  "readyz",
  "support",
  "help",
  "billing",
  "news",
  "articles",
  "services",
  "booking",
  "my-bookings",
  "telegram",
  "bot",
  "root",
  "system",
  "null",
  "undefined",
] as const;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const TELEGRAM_LINK_TOKEN_TTL_MINUTES = 15;
/** `/start link_<token>` in the platform bot links the Telegram account (the prefix tells the bot what it is). */
export const TELEGRAM_LINK_START_PREFIX = "link_";
/** `/start inv_<token>` in the platform bot opens a team invitation (issue 16.1). */
export const INVITATION_START_PREFIX = "inv_";
/** A team invitation works once, within this many hours. */
export const INVITATION_TTL_HOURS = 72;
/** Promo codes are stored upper-cased: 3-32 of A-Z, 0-9, "_" and "-". */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
/** Longest from..to span (days, both ends included) of admin lists and stats; longer is DATE_RANGE_TOO_LONG. */
export const MAX_QUERY_RANGE_DAYS = 366;
/** Public lists (news, articles): `limit` query default and ceiling. */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 100;
/** Longest accepted image link (news image, article cover). */
export const MAX_URL_LENGTH = 2000;
