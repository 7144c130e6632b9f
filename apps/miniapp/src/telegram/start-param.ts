// Start links (issue 19.3): the one format of `@booking/telegram/links`, built by the bot, the back
// office and the payment return, read here for every entry path (`/`, `/webapp/<slug>`, any page).
import { parseStartParam, startTargetPath } from "@booking/telegram/links";

/** The app path a start_param opens, or undefined when it is not a start link. */
export function startParamPath(startParam: string | undefined): string | undefined {
  return startTargetPath(parseStartParam(startParam));
}

/** Whether this document was reloaded (Telegram's reload_iframe): the user's page wins then. */
function isReload(): boolean {
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === "reload";
}

/**
 * The path to open instead of the current one: the start link's screen on a fresh launch, whatever
 * URL the client opened (Telegram opens the bot's configured URL, `/` or `/webapp/<slug>`).
 */
export function startLinkRedirect(startParam: string | undefined, current: string, reloaded = isReload()): string | undefined {
  const target = startParamPath(startParam);
  if (!target || reloaded || target === current) return undefined;
  return target;
}
