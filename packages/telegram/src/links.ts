// URLs into the mini app and t.me deep links. No Node APIs here: the mini app imports this file
// directly (`@booking/telegram/links`) to read its start parameter, so the bot, the back office,
// the payment return and the app share ONE format, built and parsed only here (README "Start links").
//
// Start parameter encoding (the `startapp` / `start` payload), within Telegram's deep-link rule of
// at most 64 characters from [A-Za-z0-9_-] (`startapp` alone allows 512: only the time link needs more):
//   t_<slug>              the tenant's home                            e.g. t_my-salon
//   v_<slug>              its services        (v: view the list)
//   b_<slug>              its booking screen
//   m_<slug>              "my bookings"
//   n_<slug>, a_<slug>    its news, its articles
//   s_<service><slug>     booking of one service of that tenant        e.g. s_AZNw1mT6dXqLk3v9sPq2Agmy-salon
//   p_<payment><slug>     the result of a payment in that tenant (the payment return from Telegram)
//   h_<slot><service><yyyymmdd><slug>   the confirmation of one time (issue 18.2): the start slot,
//                         the service and the slot's local date (so the calendar opens on it);
//                         up to 94 characters, so a `startapp` link or a web URL, never `/start`
// <slug> is a tenant slug (SLUG_PATTERN: 3-40 of [a-z0-9-]). <service> and <payment> are UUIDs as
// exactly 22 base64url characters (their 16 bytes): the dashed form (36) plus a separator and a
// 40-character slug would not fit in 64, whereas 2 + 22 + 40 = 64 does. The fixed width is what
// separates the id from the slug. Unknown or malformed parameters parse to {}: links are shared
// and edited by people, so a bad one should open the app's home screen, not fail.
import { AppError } from "@booking/contracts/error-codes";
import { SLUG_PATTERN } from "@booking/contracts/constants";

/** Telegram's limit for `start` payloads; `startapp` allows more, but one rule serves both. */
export const START_PAYLOAD_MAX_LENGTH = 64;
const START_PAYLOAD_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** `startapp` payloads may be longer (Telegram: up to 512); parsing accepts that much. */
const START_APP_PAYLOAD_PATTERN = /^[A-Za-z0-9_-]{1,512}$/;
// Bot usernames: 5-32 letters, digits and underscores, starting with a letter, ending in "bot".
const BOT_USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,28}bot$/i;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENCODED_UUID_LENGTH = 22;

/** Tenant pages a start link can open, by their one-letter kind. */
export const START_PAGES = { t: "", v: "services", b: "booking", m: "my-bookings", n: "news", a: "articles" } as const;
export type StartPage = Exclude<(typeof START_PAGES)[keyof typeof START_PAGES], "">;
const PAGE_KINDS = new Map<string, string>(Object.entries(START_PAGES).map(([kind, page]) => [page, kind]));
const SERVICE_KIND = "s";
const PAYMENT_KIND = "p";
const TIME_KIND = "h";
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const PACKED_DATE_LENGTH = 8;

/** A time link's target: the confirmation of the time starting at `slotId` for `serviceId`. */
export interface TimeTarget {
  tenantSlug: string;
  serviceId: string;
  slotId: string;
  /** The slot's local date in the tenant's zone, yyyy-MM-dd. */
  date: string;
}

/** What a start link opens: a tenant's home or page, one of its services, a time, or a payment's result. */
export type StartTarget =
  | { tenantSlug: string; page?: StartPage }
  | { tenantSlug: string; serviceId: string }
  | TimeTarget
  | { tenantSlug: string; paymentId: string };

/** A parsed start parameter; {} when it is not one (see the encoding above). */
export interface StartParamTarget {
  tenantSlug?: string;
  page?: StartPage;
  serviceId?: string;
  slotId?: string;
  date?: string;
  paymentId?: string;
}

/** `${publicUrl}/webapp/${slug}${path}`; `path` is empty or starts with "/", "?" or "#". */
export function miniAppUrl(publicUrl: string, tenantSlug: string, path = ""): string {
  assertSlug(tenantSlug);
  if (path !== "" && !/^[/?#]/.test(path)) {
    throw new AppError("VALIDATION_ERROR", `Mini app path must start with "/", "?" or "#": ${path}`);
  }
  return `${publicUrl.replace(/\/+$/, "")}/webapp/${tenantSlug}${path}`;
}

/** Opens the chat with the bot, which receives `/start <payload>`. */
export function botStartLink(botUsername: string, payload: string): string {
  return `https://t.me/${normalizeBotUsername(botUsername)}?start=${checkPayload(payload)}`;
}

/** The start parameter that opens `target` (see the encoding above). */
export function encodeStartParam(target: StartTarget): string {
  assertSlug(target.tenantSlug);
  if ("slotId" in target) {
    return `${TIME_KIND}_${encodeUuid(target.slotId, "Slot")}${encodeUuid(target.serviceId, "Service")}${packDate(target.date)}${target.tenantSlug}`;
  }
  if ("serviceId" in target) return `${SERVICE_KIND}_${encodeUuid(target.serviceId, "Service")}${target.tenantSlug}`;
  if ("paymentId" in target) return `${PAYMENT_KIND}_${encodeUuid(target.paymentId, "Payment")}${target.tenantSlug}`;
  return `${PAGE_KINDS.get(target.page ?? "") ?? "t"}_${target.tenantSlug}`;
}

/** Reads a start parameter made by `encodeStartParam`; anything else gives {}. */
export function parseStartParam(param: string | null | undefined): StartParamTarget {
  if (!param || !START_APP_PAYLOAD_PATTERN.test(param) || param[1] !== "_") return {};
  const kind = param[0] ?? "";
  const rest = param.slice(2);
  if (kind === TIME_KIND) return parseTime(rest);
  if (param.length > START_PAYLOAD_MAX_LENGTH) return {};
  if (kind === SERVICE_KIND || kind === PAYMENT_KIND) {
    const id = base64UrlToUuid(rest.slice(0, ENCODED_UUID_LENGTH));
    const tenantSlug = rest.slice(ENCODED_UUID_LENGTH);
    if (id === undefined || !SLUG_PATTERN.test(tenantSlug)) return {};
    return kind === SERVICE_KIND ? { tenantSlug, serviceId: id } : { tenantSlug, paymentId: id };
  }
  const page = (START_PAGES as Record<string, string | undefined>)[kind];
  if (page === undefined || !SLUG_PATTERN.test(rest)) return {};
  return page ? { tenantSlug: rest, page: page as StartPage } : { tenantSlug: rest };
}

/** The app path (below the origin) a parsed start parameter opens; undefined for {}. */
export function startTargetPath(target: StartParamTarget): string | undefined {
  const { tenantSlug } = target;
  if (!tenantSlug) return undefined;
  if (target.paymentId) return `/payment/result?paymentId=${target.paymentId}&tenant=${tenantSlug}`;
  if (target.slotId) return `/webapp/${tenantSlug}/booking?${timeSearch(target as TimeTarget)}`;
  if (target.serviceId) return `/webapp/${tenantSlug}/booking?service=${target.serviceId}`;
  return `/webapp/${tenantSlug}${target.page ? `/${target.page}` : ""}`;
}

/** The t.me link that opens the bot's main mini app at `target` (`?startapp=`). */
export function miniAppStartLink(botUsername: string, target: StartTarget): string {
  return `https://t.me/${normalizeBotUsername(botUsername)}?startapp=${encodeStartParam(target)}`;
}

/** The web address of a time link (`${publicUrl}/webapp/<slug>/booking?service=…&slot=…&date=…`). */
export function timeLinkUrl(publicUrl: string, target: TimeTarget): string {
  packDate(target.date);
  encodeUuid(target.slotId, "Slot");
  encodeUuid(target.serviceId, "Service");
  return miniAppUrl(publicUrl, target.tenantSlug, `/booking?${timeSearch(target)}`);
}

function timeSearch(target: Pick<TimeTarget, "serviceId" | "slotId" | "date">): string {
  return `service=${target.serviceId}&slot=${target.slotId}&date=${target.date}`;
}

function parseTime(rest: string): StartParamTarget {
  const slotId = base64UrlToUuid(rest.slice(0, ENCODED_UUID_LENGTH));
  const serviceId = base64UrlToUuid(rest.slice(ENCODED_UUID_LENGTH, 2 * ENCODED_UUID_LENGTH));
  const dateAt = 2 * ENCODED_UUID_LENGTH;
  const date = unpackDate(rest.slice(dateAt, dateAt + PACKED_DATE_LENGTH));
  const tenantSlug = rest.slice(dateAt + PACKED_DATE_LENGTH);
  if (!slotId || !serviceId || !date || !SLUG_PATTERN.test(tenantSlug)) return {};
  return { tenantSlug, serviceId, slotId, date };
}

function packDate(date: string): string {
  const match = ISO_DATE_PATTERN.exec(date);
  if (!match || unpackDate(`${match[1]}${match[2]}${match[3]}`) !== date) {
    throw new AppError("VALIDATION_ERROR", `Not a yyyy-MM-dd date: ${date}`);
  }
  return `${match[1]}${match[2]}${match[3]}`;
}

/** yyyymmdd to yyyy-MM-dd when it names a real calendar date, else undefined. */
function unpackDate(packed: string): string | undefined {
  if (!/^\d{8}$/.test(packed)) return undefined;
  const [year, month, day] = [Number(packed.slice(0, 4)), Number(packed.slice(4, 6)), Number(packed.slice(6))];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return `${packed.slice(0, 4)}-${packed.slice(4, 6)}-${packed.slice(6)}`;
}

function encodeUuid(id: string, what: string): string {
  if (!UUID_PATTERN.test(id)) throw new AppError("VALIDATION_ERROR", `${what} id is not a UUID: ${id}`);
  return uuidToBase64Url(id);
}

function assertSlug(slug: string): void {
  if (!SLUG_PATTERN.test(slug)) throw new AppError("SLUG_INVALID", `Invalid tenant slug: ${slug}`);
}

function checkPayload(payload: string): string {
  if (!START_PAYLOAD_PATTERN.test(payload)) {
    throw new AppError("VALIDATION_ERROR", `Deep-link payload must be 1-${START_PAYLOAD_MAX_LENGTH} characters of A-Z, a-z, 0-9, _ and -`);
  }
  return payload;
}

function normalizeBotUsername(username: string): string {
  const bare = username.startsWith("@") ? username.slice(1) : username;
  if (!BOT_USERNAME_PATTERN.test(bare)) throw new AppError("VALIDATION_ERROR", `Invalid bot username: ${username}`);
  return bare;
}

// btoa/atob rather than Buffer, so this file also runs in the browser.
function uuidToBase64Url(uuid: string): string {
  const hex = uuid.replaceAll("-", "").toLowerCase();
  let binary = "";
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function base64UrlToUuid(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{22}$/.test(text)) return undefined;
  const binary = atob(`${text.replaceAll("-", "+").replaceAll("_", "/")}==`);
  const hex = [...binary].map((char) => char.charCodeAt(0).toString(16).padStart(2, "0")).join("");
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // 22 characters hold 132 bits, 4 more than a UUID: accept only the one canonical spelling.
  return uuidToBase64Url(uuid) === text ? uuid : undefined;
}
