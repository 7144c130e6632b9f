// Browser helpers for end-to-end tests: Debian's Chromium driven by playwright-core (no browser
// downloads here), a fresh context per test, a collector that fails a test on console errors and
// uncaught page errors, the 360 px overflow check, and screenshots under test-artifacts/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags for a quiet, reproducible headless Chromium. The fresh --user-data-dir is Playwright's own:
 * `launch()` creates a new temporary profile for every browser and deletes it on close (it refuses
 * a --user-data-dir argument, which belongs to persistent contexts only).
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../test-artifacts");
export const PHONE_WIDTH = 360;

export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface PageIssue {
  kind: "console" | "pageerror";
  text: string;
  url?: string;
}

/**
 * Chromium logs every non-OK fetch as a console error ("Failed to load resource: ... 404"). The
 * API answers 4xx on purpose (an unknown Telegram user is 404, a taken slot 409), so those are
 * expected unless a test says otherwise; 5xx answers and everything else count as errors.
 */
const EXPECTED_API_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d/;

function isExpectedApiAnswer(message: ConsoleMessage): boolean {
  const url = message.location().url ?? "";
  return EXPECTED_API_ANSWER.test(message.text()) && /\/(api|trpc)\//.test(url);
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  issues: PageIssue[];
  /** Throws listing every issue; call at the end of a test (and after each step, if useful). */
  assertNoIssues(): void;
  close(): Promise<void>;
}

export interface OpenPageOptions extends BrowserContextOptions {
  baseURL: string;
}

/** A new context (own storage, cookies) and page, with the issue collector attached. */
export async function openPage(browser: Browser, options: OpenPageOptions): Promise<PageSession> {
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 780 }, ...options });
  return watchPage(context, await context.newPage());
}

/** The issue collector on a page of any context (closing the session closes the context). */
export function watchPage(context: BrowserContext, page: Page): PageSession {
  const issues: PageIssue[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !isExpectedApiAnswer(message)) {
      issues.push({ kind: "console", text: message.text(), url: message.location().url });
    }
  });
  page.on("pageerror", (error) => issues.push({ kind: "pageerror", text: error.stack ?? error.message }));
  return {
    context,
    page,
    issues,
    assertNoIssues() {
      if (issues.length > 0) {
        throw new Error(
          `The page reported ${issues.length} error(s):\n${issues.map((i) => `- [${i.kind}] ${i.text}${i.url ? ` (${i.url})` : ""}`).join("\n")}`,
        );
      }
    },
    close: () => context.close(),
  };
}

/**
 * The page's globals that test callbacks touch. page.evaluate callbacks run in the browser, but the
 * tests are compiled without the DOM library (its fetch types clash with Node's), so callbacks
 * reach the page through `(globalThis as unknown as PageGlobals)`.
 */
export interface PageGlobals {
  document: {
    documentElement: { lang: string; scrollWidth: number; scrollHeight: number };
    scrollingElement: { scrollWidth: number } | null;
    fonts: { ready: Promise<unknown> };
  };
  innerWidth: number;
  history: { length: number };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  /** Mini Apps method calls recorded by the client's mock Telegram environment. */
  __TG_MOCK_EVENTS__?: Array<[string, unknown]>;
  /** The bridge through which a native Telegram client delivers events to the page. */
  Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } };
}

/** The document's scroll width; at a 360 px viewport anything wider means horizontal scrolling. */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; viewport: number }> {
  return page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as PageGlobals;
    return { scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth, viewport: innerWidth };
  });
}

/** Puts a value into the page origin's localStorage (e.g. a session token, as a login would). */
export async function setLocalStorage(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(([k, v]) => (globalThis as unknown as PageGlobals).localStorage.setItem(k, v), [key, value] as const);
}

/** Saves `test-artifacts/<group>/<name>.png` (full page) and returns its path. */
export async function saveScreenshot(page: Page, group: string, name: string): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, group, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
