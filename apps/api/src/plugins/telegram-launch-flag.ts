// The server-painted shell (tenant-page.ts) includes the web header bar, but a page opened inside
// Telegram must never show it (issue 14.3), and the server cannot tell: Telegram's launch
// parameters travel in the URL's hash (or, in the e2e mock, its query). This tiny classic script in
// <head> marks the document before the body is painted; the stylesheet hides the shell's bar under
// that mark. The CSP allows exactly this script by its hash (security-headers.ts), nothing inline else.
import { createHash } from "node:crypto";

export const TELEGRAM_LAUNCH_CLASS = "tg-launch";

export const TELEGRAM_LAUNCH_SCRIPT =
  `if(/[#?&]tgWebApp(Data|Platform)=/.test(location.hash+location.search)||"TelegramWebviewProxy"in window)` +
  `document.documentElement.classList.add("${TELEGRAM_LAUNCH_CLASS}")`;

/** The CSP source that allows the script above and nothing else inline. */
export const TELEGRAM_LAUNCH_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(TELEGRAM_LAUNCH_SCRIPT).digest("base64")}'`;
