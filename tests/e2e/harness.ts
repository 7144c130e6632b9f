// The stage of the end-to-end tests: the real server (createServer on the worker's real database)
// serving the BUILT client on a real port, its platform bot talking to the local Bot API stand-in,
// tenants with bookable slots, and the pieces a test needs to act as a Telegram mini-app user.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, Frame, FrameLocator, Page } from "playwright-core";
import type { Db, Service, Tenant } from "@booking/db";
import { seedDemo } from "@booking/core";
import { signInitData, signRawInitData, type TelegramUser } from "@booking/telegram";
import { startFakeBotApi, type FakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { startYookassaStandIn } from "@booking/payments/testing/yookassa-stand-in";
import {
  horizontalOverflow,
  launchChromium,
  openPage,
  PHONE_WIDTH,
  saveScreenshot,
  type PageGlobals,
  type PageSession,
} from "../support/browser.ts";
import { createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createTenant } from "../support/fixtures.ts";
import { createTestApp, testConfig } from "../support/server.ts";

export const PLATFORM_BOT_TOKEN = "1000000001:TEST-platform-bot-token";
/** A tenant's YooKassa shop the stage's YooKassa stand-in knows (enabling a method checks its credentials). */
export const E2E_YOOKASSA_SHOP = { shopId: "700123", secretKey: "test_e2eShopSecret0001" };

export interface E2eServer {
  baseURL: string;
  db: Db;
  bot: FakeBotApi;
  close(): Promise<void>;
}

export async function startE2eServer(): Promise<E2eServer> {
  const config = testConfig();
  if (!fs.existsSync(path.join(config.clientDistDir, "index.html"))) {
    throw new Error(`The client is not built (${config.clientDistDir}): run \`npm run build -w @booking/miniapp\` (npm test does)`);
  }
  const bot = await startFakeBotApi({ bots: [{ token: PLATFORM_BOT_TOKEN, username: config.telegramBotUsername }] });
  const yookassa = await startYookassaStandIn([E2E_YOOKASSA_SHOP]);
  if (!config.payments) throw new Error("testConfig() always carries payment settings");
  const payments = { ...config.payments, baseUrls: { ...config.payments.baseUrls, YOOKASSA: yookassa.baseUrl } };
  const test = await createTestApp({ telegramApiRoot: bot.apiRoot, payments });
  const address = await test.app.listen({ port: 0, host: "127.0.0.1" });
  return {
    baseURL: address,
    db: test.db,
    bot,
    close: async () => {
      await test.app.close();
      await Promise.all([bot.stop(), yookassa.close()]);
    },
  };
}

/** The demo tenant `default` (services, 30 days of slots, news, articles); a no-op when present. */
export async function ensureDefaultTenant(db: Db): Promise<void> {
  await seedDemo(db, { adminPassword: "demo-admin-123" });
}

export interface BookableTenant {
  tenant: Tenant;
  service: Service;
  /** Local dates (tomorrow and the day after) with free 30-minute slots from 10:00 to 12:00. */
  dates: string[];
}

export async function createBookableTenant(db: Db, serviceName = "Консультация"): Promise<BookableTenant> {
  const tenant = await createTenant(db, { plan: "PROFESSIONAL" });
  const service = await createService(db, tenant, { name: serviceName, durationMinutes: 30, priceMinor: 2500 });
  const dates = [localDate(tenant, 1), localDate(tenant, 2)];
  await createSlots(db, tenant, { dates, startTime: "10:00", endTime: "12:00" });
  return { tenant, service, dates };
}

/**
 * Init data as Telegram signs it for the platform bot's mini app. Telegram's data also carries an
 * Ed25519 `signature` (for third-party validation) that the client SDK's parser requires; the bot's
 * hash covers every field, so the field is added and the data signed again (the server checks the
 * hash only). signInitData has no such field, hence signRawInitData for the final signature.
 */
export function signedInitData(user: TelegramUser): string {
  // Opened from the bot (it may write to them) unless a test says otherwise (issue 18.1).
  const fields = Object.fromEntries(
    new URLSearchParams(signInitData({ user: { allowsWriteToPm: true, ...user }, chatType: "private" }, PLATFORM_BOT_TOKEN, new Date())),
  );
  return signRawInitData({ ...fields, signature: Buffer.from(`e2e-${user.id}`).toString("base64url") }, PLATFORM_BOT_TOKEN);
}

/** The URL that opens `appPath` as a mini app (the client's `?tgMock=1` dev/e2e environment). */
export function miniAppUrl(baseURL: string, appPath: string, user: TelegramUser, theme: "light" | "dark" = "light"): string {
  const params = new URLSearchParams({ tgMock: "1", tgWebAppData: signedInitData(user) });
  if (theme === "dark") params.set("tgMockTheme", "dark");
  return `${baseURL}${appPath}?${params.toString()}`;
}

export interface MainButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
  is_progress_visible?: boolean;
}

/** Parameters of every call of a Mini Apps method the page made (the mock client records them). */
export async function recordedTelegramCalls(page: Page, method: string): Promise<unknown[]> {
  return page.evaluate((name) => {
    const events = (globalThis as unknown as PageGlobals).__TG_MOCK_EVENTS__ ?? [];
    return events.filter(([called]) => called === name).map(([, params]) => params);
  }, method);
}

/** The MainButton as the app last set it up (the mock client records every method call). */
export async function mainButton(page: Page): Promise<MainButtonParams | undefined> {
  const setups = await recordedTelegramCalls(page, "web_app_setup_main_button");
  return setups.at(-1) as MainButtonParams | undefined;
}

/** Delivers Telegram's `main_button_pressed` event the way a native client does. */
export async function pressMainButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    const receiveEvent = (globalThis as unknown as PageGlobals).Telegram?.WebView?.receiveEvent;
    if (!receiveEvent) throw new Error("The Telegram bridge is not installed in this page");
    receiveEvent("main_button_pressed");
  });
}

/** Spec: every screen is usable from 360 px: nothing scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page, screen: string): Promise<void> {
  const { scrollWidth, viewport } = await horizontalOverflow(page);
  expect(viewport, `${screen}: viewport width`).toBe(PHONE_WIDTH);
  expect(scrollWidth, `${screen}: document scroll width at ${PHONE_WIDTH} px`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/**
 * Ticks a form's consent box (issue 30). The kit draws its own box over the input, and the label's
 * text holds links, so the input itself is checked.
 */
export async function tickConsent(scope: Page | Frame | FrameLocator, box: "consent" | "marketingOptIn" = "consent"): Promise<void> {
  await scope.getByTestId("consent-field").locator(`input[name="${box}"]`).check({ force: true });
}

/** A unique email for an account created by a test. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/**
 * A screen reached in a scenario: its screenshot under test-artifacts/e2e/<group>/, no sideways
 * scrolling at 360 px, and no console or page errors so far.
 */
export async function checkScreen(session: PageSession, group: string, name: string): Promise<void> {
  await session.page.evaluate(() => (globalThis as unknown as PageGlobals).document.fonts.ready);
  await saveScreenshot(session.page, `e2e/${group}`, name);
  await expectNoHorizontalOverflow(session.page, `${group}/${name}`);
  session.assertNoIssues();
}

/** A JSON call to the running server, as any HTTP client (not the page) would make it. */
async function callApi<T = unknown>(
  server: E2eServer,
  method: string,
  path: string,
  options: { tenant: { slug: string }; token?: string; body?: unknown },
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseURL}${path}`, {
    method,
    headers: {
      "x-tenant": options.tenant.slug,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A browser page logged in with `token` (the client keeps the bearer token under authToken). */
async function openLoggedIn(
  browser: Browser,
  server: E2eServer,
  token: string,
  viewport?: { width: number; height: number },
): Promise<PageSession> {
  const session = await openPage(browser, { baseURL: server.baseURL, colorScheme: "light", ...(viewport ? { viewport } : {}) });
  await session.context.addInitScript((value) => (globalThis as unknown as PageGlobals).localStorage.setItem("authToken", value), token);
  return session;
}

/** One test file's view of its worker's stage: the server and Chromium (see workerStage). */
export interface E2eStage {
  readonly server: E2eServer;
  readonly browser: Browser;
  api<T = unknown>(
    method: string,
    path: string,
    options: { tenant: { slug: string }; token?: string; body?: unknown },
  ): Promise<{ status: number; body: T }>;
  openLoggedIn(token: string, viewport?: { width: number; height: number }): Promise<PageSession>;
}

/**
 * The server and Chromium of this worker, started by the first file that asks and kept for every
 * later one: the e2e project runs its files one after another in one worker without isolation
 * (vitest.config.ts), and about 80% of a file's time used to be this start-up. Files never depend on
 * each other's rows (each creates its own tenants and users); they end when the worker process does
 * (Playwright closes its browser on exit).
 */
let sharedStage: Promise<{ server: E2eServer; browser: Browser }> | undefined;

async function workerStage(): Promise<{ server: E2eServer; browser: Browser }> {
  sharedStage ??= Promise.all([startE2eServer(), launchChromium()]).then(([server, browser]) => ({ server, browser }));
  const stage = await sharedStage;
  if (stage.browser.isConnected()) return stage;
  // A file that crashed the browser does not fail the files after it.
  stage.browser = await launchChromium();
  return stage;
}

/** `defaultTenant`: seed the demo tenant, for pages outside any tenant (they fall back to it). */
export function useE2eStage(options: { defaultTenant?: boolean } = {}): E2eStage {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ({ server, browser } = await workerStage());
    if (options.defaultTenant) await ensureDefaultTenant(server.db);
  });
  afterAll(async () => {
    // The file's pages and contexts go; the worker's browser and server stay for the next file.
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The e2e stage is used before beforeAll started it");
    return value;
  };
  const stage: E2eStage = {
    get server() {
      return ready(server);
    },
    get browser() {
      return ready(browser);
    },
    api: (method, path, callOptions) => callApi(stage.server, method, path, callOptions),
    openLoggedIn: (token, viewport) => openLoggedIn(stage.browser, stage.server, token, viewport),
  };
  return stage;
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** axe's WCAG 2.0/2.1 A and AA rules on the page as it is now. */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  // evaluate() runs outside the page's CSP (script-src 'self' would refuse an injected <script>).
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const context = selector ? { include: [[selector]] } : (globalThis as unknown as PageGlobals).document;
    const result = await axe.run(context, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html: html.slice(0, 160), failureSummary })),
    }));
  }, within);
}
