// The REAL launch paths of the mini app (issue 19), without the client's `?tgMock=1` stand-in:
//  - Telegram Web: an iframe under a web.telegram.org stand-in page (served by Playwright at that
//    very origin, so the SDK's postMessage target matches), with Telegram Web K's sandbox
//    attributes, the launch parameters in the URL hash and the postMessage bridge. The stand-in
//    records every method the app posts and answers theme and viewport requests, never the
//    safe-area ones (as Web K). Chromium blocks the iframe's (third-party) storage by default; a
//    profile whose preferences allow third-party cookies allows it.
//  - Native clients (android, ios, tdesktop): the app as the top page with a recording
//    `window.TelegramWebviewProxy`, events delivered through `Telegram.WebView.receiveEvent`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from "playwright-core";
import { signInitData, signRawInitData, type TelegramUser } from "@booking/telegram";
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium, watchPage, type PageSession } from "../support/browser.ts";
import { PLATFORM_BOT_TOKEN } from "./harness.ts";

export const TELEGRAM_WEB = "https://web.telegram.org";
/** Telegram Web K's sandbox for the mini-app iframe. */
export const WEB_K_SANDBOX =
  "allow-scripts allow-same-origin allow-popups allow-forms allow-modals allow-storage-access-by-user-activation";

export const THEMES = {
  light: {
    bg_color: "#ffffff",
    text_color: "#000000",
    hint_color: "#707579",
    link_color: "#3390ec",
    button_color: "#3390ec",
    button_text_color: "#ffffff",
    secondary_bg_color: "#f4f4f5",
    header_bg_color: "#ffffff",
    accent_text_color: "#3390ec",
    section_bg_color: "#ffffff",
    section_header_text_color: "#3390ec",
    subtitle_text_color: "#707579",
    destructive_text_color: "#e53935",
  },
  dark: {
    bg_color: "#212121",
    text_color: "#ffffff",
    hint_color: "#aaaaaa",
    link_color: "#8774e1",
    button_color: "#8774e1",
    button_text_color: "#ffffff",
    secondary_bg_color: "#0f0f0f",
    header_bg_color: "#212121",
    accent_text_color: "#8774e1",
    section_bg_color: "#212121",
    section_header_text_color: "#8774e1",
    subtitle_text_color: "#aaaaaa",
    destructive_text_color: "#ff595a",
  },
} as const;
export type ThemeName = keyof typeof THEMES;

export interface LaunchOptions {
  user: TelegramUser;
  platform?: string;
  version?: string;
  theme?: ThemeName;
  startParam?: string;
  /** When the data was signed (default now); older than the server's window: expired. */
  authDate?: Date;
  /** Telegram's Ed25519 `signature` field, sent by newer clients (default true). */
  signature?: boolean;
}

/** Init data as Telegram signs it for the platform bot's mini app. */
export function launchInitData({ user, startParam, authDate = new Date(), signature = true }: LaunchOptions): string {
  const fields = Object.fromEntries(
    new URLSearchParams(signInitData({ user, chatType: "private", ...(startParam ? { startParam } : {}) }, PLATFORM_BOT_TOKEN, authDate)),
  );
  delete fields.hash;
  return signRawInitData(
    signature ? { ...fields, signature: Buffer.from(`e2e-${user.id}`).toString("base64url") } : fields,
    PLATFORM_BOT_TOKEN,
  );
}

/** The hash Telegram appends to the mini app's URL. */
export function launchHash(options: LaunchOptions): string {
  const params = new URLSearchParams({
    tgWebAppData: launchInitData(options),
    tgWebAppVersion: options.version ?? "8.0",
    tgWebAppPlatform: options.platform ?? "weba",
    tgWebAppThemeParams: JSON.stringify(THEMES[options.theme ?? "light"]),
  });
  if (options.startParam) params.set("tgWebAppStartParam", options.startParam);
  return params.toString();
}

export type StorageMode = "blocked" | "allowed";

/** A browser context where the app's iframe storage is blocked (Chromium's default) or allowed. */
export async function telegramWebContext(
  mode: StorageMode,
  viewport = { width: 390, height: 844 },
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (mode === "blocked") {
    const browser: Browser = await launchChromium();
    const context = await browser.newContext({ viewport });
    return { context, close: () => browser.close() };
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tg-web-profile-"));
  fs.mkdirSync(path.join(profile, "Default"));
  fs.writeFileSync(
    path.join(profile, "Default", "Preferences"),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

function standInPage(appUrl: string, theme: ThemeName): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Telegram Web stand-in</title>
<style>html,body{margin:0;height:100%;background:#999}iframe{border:0;width:100%;height:100%;display:block}</style></head>
<body><iframe id="app" src="${appUrl.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}" sandbox="${WEB_K_SANDBOX}" allow="camera; microphone; geolocation; clipboard-write"></iframe>
<script>
  const THEME = ${JSON.stringify(THEMES[theme])};
  const frame = document.getElementById("app");
  window.__tgCalls = [];
  window.__tgSend = (eventType, eventData) => frame.contentWindow.postMessage(JSON.stringify({ eventType, eventData }), "*");
  addEventListener("message", (event) => {
    if (event.source !== frame.contentWindow) return;
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    window.__tgCalls.push([message.eventType, message.eventData ?? null]);
    if (message.eventType === "web_app_request_theme") window.__tgSend("theme_changed", { theme_params: THEME });
    if (message.eventType === "web_app_request_viewport") {
      window.__tgSend("viewport_changed", { height: innerHeight, width: innerWidth, is_expanded: true, is_state_stable: true });
    }
    // web_app_request_safe_area / content_safe_area: Telegram Web K never answers them.
  });
</script></body></html>`;
}

/** Where Telegram's client side of a launch can be read and driven. */
export interface TelegramLaunch {
  session: PageSession;
  page: Page;
  /** The mini app's document (the iframe's frame, or the page itself on a native client). */
  app(): Frame;
  /** The parameters of every call of `method` the app made. */
  calls(method: string): Promise<unknown[]>;
  /** Delivers a Telegram event to the app. */
  send(eventType: string, eventData?: unknown): Promise<void>;
}

type CallHolder = { __tgCalls?: Array<[string, unknown]>; __tgSend?: (type: string, data?: unknown) => void };

/**
 * The mini app's public https origin in these tests: Telegram Web (https) frames the app, and a
 * Chromium refuses an http frame there, so the server is reached through this name (every request
 * forwarded to the test server as it is).
 */
export const APP_ORIGIN = "https://mini.booking.test";

export async function serveAppOverHttps(context: BrowserContext, baseURL: string): Promise<void> {
  await context.route(`${APP_ORIGIN}/**`, async (route) => {
    const url = `${baseURL}${route.request().url().slice(APP_ORIGIN.length)}`;
    try {
      const response = await route.fetch({ url, maxRedirects: 0 });
      await route.fulfill({ response });
    } catch (error) {
      // A request still in flight when the test closes its browser: nothing to answer any more.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
}

/** Opens `appPath` as Telegram Web does: an iframe of web.telegram.org with the launch hash. */
export async function openInTelegramWeb(
  context: BrowserContext,
  baseURL: string,
  appPath: string,
  options: LaunchOptions,
): Promise<TelegramLaunch> {
  const appUrl = `${APP_ORIGIN}${appPath}#${launchHash(options)}`;
  await serveAppOverHttps(context, baseURL);
  await context.route(`${TELEGRAM_WEB}/**`, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: standInPage(appUrl, options.theme ?? "light") }),
  );
  const page = await context.newPage();
  const session = watchPage(context, page);
  await page.goto(`${TELEGRAM_WEB}/k/`);
  const app = () => {
    const frame = page.frames().find((candidate) => candidate.url().startsWith(APP_ORIGIN));
    if (!frame) throw new Error("The mini app's iframe has not loaded");
    return frame;
  };
  return {
    session,
    page,
    app,
    calls: (method) =>
      page.evaluate(
        (name) => ((globalThis as unknown as CallHolder).__tgCalls ?? []).filter(([called]) => called === name).map(([, params]) => params),
        method,
      ),
    send: (eventType, eventData) =>
      page.evaluate(([type, data]) => (globalThis as unknown as CallHolder).__tgSend?.(type as string, data), [
        eventType,
        eventData,
      ] as const),
  };
}

/** Opens `appPath` as a native client (android, ios, tdesktop...) does, with TelegramWebviewProxy. */
export async function openInNativeClient(
  browser: Browser,
  baseURL: string,
  appPath: string,
  options: LaunchOptions & { platform: string },
  localStorage: Record<string, string> = {},
): Promise<TelegramLaunch> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([theme, stored]) => {
      const win = globalThis as unknown as CallHolder & {
        TelegramWebviewProxy: { postEvent(type: string, data?: string): void };
        Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } };
        localStorage: { setItem(key: string, value: string): void; getItem(key: string): string | null };
        innerHeight: number;
        innerWidth: number;
      };
      for (const [key, value] of Object.entries(stored as Record<string, string>)) {
        if (win.localStorage.getItem(`e2e-seeded/${key}`) === null) {
          win.localStorage.setItem(key, value);
          win.localStorage.setItem(`e2e-seeded/${key}`, "1");
        }
      }
      win.__tgCalls = [];
      const deliver = (type: string, data?: unknown) => setTimeout(() => win.Telegram?.WebView?.receiveEvent?.(type, data), 0);
      win.__tgSend = (type, data) => win.Telegram?.WebView?.receiveEvent?.(type, data);
      win.TelegramWebviewProxy = {
        postEvent(type, data) {
          win.__tgCalls!.push([type, data ? (JSON.parse(data) as unknown) : null]);
          if (type === "web_app_request_theme") deliver("theme_changed", { theme_params: theme });
          if (type === "web_app_request_viewport")
            deliver("viewport_changed", { height: win.innerHeight, width: win.innerWidth, is_expanded: true, is_state_stable: true });
          if (type === "web_app_request_safe_area") deliver("safe_area_changed", { top: 0, bottom: 0, left: 0, right: 0 });
          if (type === "web_app_request_content_safe_area") deliver("content_safe_area_changed", { top: 0, bottom: 0, left: 0, right: 0 });
        },
      };
    },
    [THEMES[options.theme ?? "light"], localStorage] as const,
  );
  const page = await context.newPage();
  const session = watchPage(context, page);
  await page.goto(`${baseURL}${appPath}#${launchHash(options)}`);
  return {
    session,
    page,
    app: () => page.mainFrame(),
    calls: (method) =>
      page.evaluate(
        (name) => ((globalThis as unknown as CallHolder).__tgCalls ?? []).filter(([called]) => called === name).map(([, params]) => params),
        method,
      ),
    send: (eventType, eventData) =>
      page.evaluate(([type, data]) => (globalThis as unknown as CallHolder).__tgSend?.(type as string, data), [
        eventType,
        eventData,
      ] as const),
  };
}

/** "#rrggbb" as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The colour the app paints behind its screens. */
export function paintedBackground(app: Frame): Promise<string> {
  return app.evaluate(() => {
    const doc = globalThis as unknown as {
      document: { querySelector(s: string): unknown };
      getComputedStyle(e: unknown): { backgroundColor: string };
    };
    return doc.getComputedStyle(doc.document.querySelector(".app-root")).backgroundColor;
  });
}
