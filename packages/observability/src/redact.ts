// Secrets that travel in URLs (invitation tokens, signed calendar and manage links, a bot token in a
// Bot API path, an `?api_key=` an integrator put in a query string) are masked in every log line:
// the processes' loggers write through `redactingStream`, so request logs, error stacks and job
// logs are covered alike, whatever object the line was built from. Pino's own `redact` option only
// knows object paths, not values inside a URL string.

const MASK = "[REDACTED]";

/** Query parameters whose value is a credential, whatever the route. */
const SECRET_PARAMS = [
  "token",
  "access_token",
  "refresh_token",
  "id_token",
  "t",
  "sig",
  "signature",
  "api_key",
  "apikey",
  "api-key",
  "key",
  "secret",
  "client_secret",
  "password",
  "pass",
  "code",
  "hash",
  "auth",
  "authorization",
  "session",
  "tgwebappdata",
  "initdata",
];

const QUERY = new RegExp(`([?&;](?:${SECRET_PARAMS.map((name) => name.replace("-", "\\-")).join("|")})=)[^&#\\s"'\\\\]*`, "gi");

/** Path segments that follow one of these segments are credentials (`/team/invitations/<token>/accept`). */
const SECRET_AFTER = /(\/(?:invitations|invite|manage|m|unsubscribe|confirm|reset|verify-email)\/)([^/?#\s"'\\]+)/gi;

/** Signed file names: `<uuid>.<signature>.ics` keeps the id and masks the signature. */
const SIGNED_FILE = /(\/[0-9a-f-]{36}\.)([A-Za-z0-9_-]{16,})(\.ics)/gi;

/** A Bot API path carries the bot token: `/bot123456:AA.../sendMessage`. */
const BOT_TOKEN = /(\/bot|\b)(\d{6,12}):[A-Za-z0-9_-]{20,}/g;

/** The project's own secret formats, wherever they appear (API keys, webhook secrets). */
const OWN_FORMATS = /\b(bk|whsec)_[A-Za-z0-9_-]{16,}/g;

/** Credentials in a URL's user-info part: `smtp://user:pass@host`. */
const USER_INFO = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#\s"'@]+:)[^@/?#\s"']+@/gi;

/** Masks every credential the patterns know in `text` (a URL, a message, a whole JSON log line). */
export function redactSecrets(text: string): string {
  return text
    .replace(QUERY, `$1${MASK}`)
    .replace(SECRET_AFTER, `$1${MASK}`)
    .replace(SIGNED_FILE, `$1${MASK}$3`)
    .replace(BOT_TOKEN, (_match, prefix: string, id: string) => `${prefix}${id}:${MASK}`)
    .replace(OWN_FORMATS, (_match, prefix: string) => `${prefix}_${MASK}`)
    .replace(USER_INFO, `$1${MASK}@`);
}

export interface LineSink {
  write(line: string): unknown;
}

/** A pino destination that masks secrets in each line before passing it on (stdout by default). */
export function redactingStream(destination: LineSink = process.stdout): LineSink {
  return { write: (line: string) => destination.write(redactSecrets(line)) };
}
