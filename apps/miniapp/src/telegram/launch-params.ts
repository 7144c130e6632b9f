// Telegram's launch parameters read without the SDK's parser (issue 19.1/19.5). The SDK refuses
// init data without the `signature` field (older clients send none) and stores what it read in
// sessionStorage unguarded; here they are read leniently from where Telegram puts them: the URL
// (hash or query), the document's first navigation (after an in-app navigation dropped the hash),
// then what an earlier load of this tab kept. The server still validates the init data's hash.

/** Where the SDK keeps the launch parameters of this tab (a JSON string of the raw query). */
export const SDK_LAUNCH_PARAMS_KEY = "tapps/launchParams";

export interface LaunchParams {
  /** The raw query string (`tgWebAppData=…&tgWebAppVersion=…`), as Telegram passed it. */
  raw: string;
  /** Init data exactly as signed, sent as `X-Telegram-Init-Data`. */
  initDataRaw?: string;
  platform: string;
  version: string;
  themeParams: Record<string, string>;
  startParam?: string;
  user?: {
    id: number;
    first_name: string;
    last_name?: string;
    username?: string;
    language_code?: string;
    photo_url?: string;
    allows_write_to_pm?: boolean;
  };
  /** Whether the init data carries Telegram's Ed25519 `signature` (newer clients do). */
  hasSignature: boolean;
}

/** The launch parameters inside a URL: everything after its first "?" or "#", both joined. */
function queryOf(url: string): string {
  return url.replace(/^[^?#]*[?#]/, "").replace(/[?#]/g, "&");
}

function isLaunchQuery(query: string | undefined | null): query is string {
  if (!query) return false;
  const params = new URLSearchParams(query);
  return params.has("tgWebAppPlatform") && params.has("tgWebAppVersion");
}

export interface LaunchSources {
  href: string;
  navigationUrl?: string;
  stored?: string | null;
}

export function browserLaunchSources(): LaunchSources {
  let stored: string | null = null;
  try {
    const value = window.sessionStorage.getItem(SDK_LAUNCH_PARAMS_KEY);
    stored = value ? (JSON.parse(value) as string) : null;
  } catch {
    stored = null;
  }
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return { href: window.location.href, navigationUrl: navigation?.name, stored };
}

/** The raw launch query of this page, or undefined when Telegram passed none. */
export function findLaunchQuery(sources: LaunchSources): string | undefined {
  for (const candidate of [queryOf(sources.href), sources.navigationUrl && queryOf(sources.navigationUrl), sources.stored]) {
    if (isLaunchQuery(candidate)) return candidate;
  }
  return undefined;
}

function parseJson<T>(text: string | null): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function parseLaunchQuery(raw: string): LaunchParams {
  const params = new URLSearchParams(raw);
  const initDataRaw = params.get("tgWebAppData") ?? undefined;
  const initData = new URLSearchParams(initDataRaw ?? "");
  const themeParams = parseJson<Record<string, string>>(params.get("tgWebAppThemeParams")) ?? {};
  return {
    raw,
    initDataRaw,
    platform: params.get("tgWebAppPlatform") ?? "unknown",
    version: params.get("tgWebAppVersion") ?? "0.0",
    themeParams,
    startParam: params.get("tgWebAppStartParam") ?? initData.get("start_param") ?? undefined,
    user: parseJson(initData.get("user")),
    hasSignature: initData.has("signature"),
  };
}

/** Keeps the launch parameters for a reload of this tab (a no-op where storage is blocked). */
export function rememberLaunchQuery(raw: string): void {
  try {
    window.sessionStorage.setItem(SDK_LAUNCH_PARAMS_KEY, JSON.stringify(raw));
  } catch {
    /* nowhere to keep them: keepLaunchQueryInUrl does */
  }
}

/**
 * Without storage (the in-memory stand-in dies with the page) Telegram's `reload_iframe` would
 * reload a URL whose hash in-app navigation dropped, and the app would wake up as a website. So
 * every history entry keeps the launch parameters in its hash, as Telegram first passed them.
 */
export function keepLaunchQueryInUrl(raw: string, history: History = window.history, location: Location = window.location): void {
  const withHash = (url: string | URL | null | undefined): string | URL | null | undefined => {
    if (url === null || url === undefined) return url;
    const next = new URL(url, location.href);
    if (!next.hash) next.hash = raw;
    return next.href;
  };
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (state: unknown, unused: string, url?: string | URL | null) => original(state, unused, withHash(url));
  }
  if (!location.hash) history.replaceState(history.state, "", location.href);
}
