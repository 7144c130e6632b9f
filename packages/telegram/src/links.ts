// URLs into the mini app and t.me deep links. No Node APIs here: the mini app imports this file
// directly (`@booking/telegram/links`) to read its start parameter.
//
// Start parameter encoding (the `startapp` / `start` payload), within Telegram's deep-link rule of
// at most 64 characters from [A-Za-z0-9_-]:
//   t_<slug>              open the tenant's mini app                      e.g. t_my-salon
//   s_<service><slug>     open booking of a service of that tenant        e.g. s_AZNw1mT6dXqLk3v9sPq2Agmy-salon
// <slug> is a tenant slug (SLUG_PATTERN: 3-40 of [a-z0-9-]). <service> is the service's UUID as
// exactly 22 base64url characters (its 16 bytes): the dashed form (36) plus a separator and a
// 40-character slug would not fit in 64, whereas 2 + 22 + 40 = 64 does. The fixed width is what
// separates the id from the slug. Unknown or malformed parameters parse to {}: links are shared
// and edited by people, so a bad one should open the app's home screen, not fail.
import { AppError, SLUG_PATTERN } from "@booking/contracts";

/** Telegram's limit for `start` payloads; `startapp` allows more, but one rule serves both. */
export const START_PAYLOAD_MAX_LENGTH = 64;
const START_PAYLOAD_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
// Bot usernames: 5-32 letters, digits and underscores, starting with a letter, ending in "bot".
const BOT_USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{1,28}bot$/i;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENCODED_UUID_LENGTH = 22;

const TENANT_PREFIX = "t_";
const SERVICE_PREFIX = "s_";

export interface StartParamTarget {
  tenantSlug?: string;
  serviceId?: string;
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
export function encodeStartParam(target: { tenantSlug: string; serviceId?: string }): string {
  assertSlug(target.tenantSlug);
  if (target.serviceId === undefined) return `${TENANT_PREFIX}${target.tenantSlug}`;
  if (!UUID_PATTERN.test(target.serviceId)) {
    throw new AppError("VALIDATION_ERROR", `Service id is not a UUID: ${target.serviceId}`);
  }
  return `${SERVICE_PREFIX}${uuidToBase64Url(target.serviceId)}${target.tenantSlug}`;
}

/** Reads a start parameter made by `encodeStartParam`; anything else gives {}. */
export function parseStartParam(param: string | null | undefined): StartParamTarget {
  if (!param || !START_PAYLOAD_PATTERN.test(param)) return {};
  if (param.startsWith(TENANT_PREFIX)) {
    const tenantSlug = param.slice(TENANT_PREFIX.length);
    return SLUG_PATTERN.test(tenantSlug) ? { tenantSlug } : {};
  }
  if (param.startsWith(SERVICE_PREFIX)) {
    const rest = param.slice(SERVICE_PREFIX.length);
    const serviceId = base64UrlToUuid(rest.slice(0, ENCODED_UUID_LENGTH));
    const tenantSlug = rest.slice(ENCODED_UUID_LENGTH);
    return serviceId !== undefined && SLUG_PATTERN.test(tenantSlug) ? { tenantSlug, serviceId } : {};
  }
  return {};
}

function assertSlug(slug: string): void {
  if (!SLUG_PATTERN.test(slug)) throw new AppError("SLUG_INVALID", `Invalid tenant slug: ${slug}`);
}

function checkPayload(payload: string): string {
  if (!START_PAYLOAD_PATTERN.test(payload)) {
    throw new AppError(
      "VALIDATION_ERROR",
      `Deep-link payload must be 1-${START_PAYLOAD_MAX_LENGTH} characters of A-Z, a-z, 0-9, _ and -`,
    );
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
