// Billing rows and a server wired to the payment stand-ins (packages/payments/src/testing) and the
// Bot API stand-in, for tests/billing, tests/account and the tenant-isolation suite.
import { randomUUID } from "node:crypto";
import type { Db, Payment, PromoCode, Tenant, User } from "@booking/db";
import type { PlanName } from "@booking/contracts";
import { encryptSecret, type PaymentsSettings } from "@booking/core";
import type { PaymentProvider } from "@booking/payments";
import { startTbankStandIn, type TbankStandIn } from "@booking/payments/testing/tbank-stand-in";
import { startYookassaStandIn, type YookassaStandIn } from "@booking/payments/testing/yookassa-stand-in";
import { startFakeBotApi, type FakeBotApi } from "@booking/telegram/testing/fake-bot-api";
import { createServer } from "../../apps/api/src/server.ts";
import { fakeDns } from "./fake-dns.ts";
import type { ServerConfig } from "@booking/config";
import { createBookingRow, createService, createSlots, localDate } from "./booking-fixtures.ts";
import { getTestDatabase, uniq, type TestDatabase } from "./db.ts";
import { createTenant, createUser } from "./fixtures.ts";
import { PLATFORM_BOT } from "./identity.ts";
import { testConfig, type TestApp } from "./server.ts";

export const PLATFORM_YOOKASSA = { shopId: "500001", secretKey: "test_PlatformShopSecret01" };
export const PLATFORM_TBANK = { terminalKey: "PlatformTerm", password: "platform-terminal-pass" };
/** Telegram only accepts https webhooks; the Bot API stand-in checks that too. */
export const PUBLIC_URL = "https://book.example.test";

export interface BillingApp extends TestApp {
  yookassa: YookassaStandIn;
  tbank: TbankStandIn;
  bot: FakeBotApi;
  /** Every log line the server wrote (level trace), for "secrets never appear" assertions. */
  logs: string[];
  close(): Promise<void>;
}

/** A shop / terminal of a tenant, registered with the stand-in (credentials unique per call). */
export interface TenantCredentials {
  YOOKASSA: { shopId: string; secretKey: string };
  TBANK: { terminalKey: string; password: string };
}

let nextShop = 600_000;

/**
 * `fiscalized`: the stand-in treats the shop and terminal as sending 54-FZ receipts (issue 30) and
 * refuses a payment without one, as YooKassa and T-Bank do for such a shop.
 */
export function newTenantCredentials(app: BillingApp, options: { fiscalized?: boolean } = {}): TenantCredentials {
  const shop = { shopId: String(nextShop++), secretKey: `test_${randomUUID().replace(/-/g, "")}` };
  const terminal = { terminalKey: `T${randomUUID().slice(0, 12)}`, password: `pw-${randomUUID()}` };
  registeredShops.get(app)!.push({ ...shop, fiscalized: options.fiscalized });
  registeredTerminals.get(app)!.push({ ...terminal, fiscalized: options.fiscalized });
  return { YOOKASSA: shop, TBANK: terminal };
}

const registeredShops = new WeakMap<BillingApp, { shopId: string; secretKey: string; fiscalized?: boolean }[]>();
const registeredTerminals = new WeakMap<BillingApp, { terminalKey: string; password: string; fiscalized?: boolean }[]>();

export async function createBillingApp(
  options: {
    platformProvider?: PaymentProvider;
    platformCurrency?: string;
    /** The platform's 54-FZ receipts for subscriptions (PLATFORM_RECEIPT_*). */
    platformReceipt?: PaymentsSettings["platformReceipt"];
    config?: Partial<ServerConfig>;
  } = {},
): Promise<BillingApp> {
  const database: TestDatabase = await getTestDatabase();
  // The stand-ins keep a reference to these arrays, so tenants' credentials can be added later.
  const shops: { shopId: string; secretKey: string; fiscalized?: boolean }[] = [PLATFORM_YOOKASSA];
  const terminals: { terminalKey: string; password: string; fiscalized?: boolean }[] = [PLATFORM_TBANK];
  const [yookassa, tbank, bot] = await Promise.all([
    startYookassaStandIn(shops),
    startTbankStandIn(terminals),
    startFakeBotApi({ bots: [{ token: PLATFORM_BOT.token, username: PLATFORM_BOT.username }] }),
  ]);
  const payments: PaymentsSettings = {
    // SBP through YooKassa: T-Bank stand-ins number payments from one fixed value, so T-Bank payments
    // are made in one test file only (webhooks.test.ts), or two stand-ins would collide in the database.
    platformCredentials: { YOOKASSA: PLATFORM_YOOKASSA, TBANK: PLATFORM_TBANK, SBP: { ...PLATFORM_YOOKASSA, via: "YOOKASSA" } },
    platformDefaultProvider: options.platformProvider ?? "YOOKASSA",
    platformCurrency: options.platformCurrency ?? "RUB",
    platformPriceRate: 1,
    baseUrls: { YOOKASSA: yookassa.baseUrl, TBANK: tbank.baseUrl },
    timeoutMs: 2_000,
    ...(options.platformReceipt && { platformReceipt: options.platformReceipt }),
  };
  const config = testConfig({ publicUrl: PUBLIC_URL, telegramApiRoot: bot.apiRoot, logLevel: "trace", payments, ...options.config });
  const logs: string[] = [];
  const app = await createServer({ db: database.db, config, dns: fakeDns(), logStream: { write: (line) => void logs.push(line) } });
  await app.ready();
  const billing: BillingApp = {
    ...database,
    app,
    config,
    yookassa,
    tbank,
    bot,
    logs,
    async close() {
      await app.close();
      await Promise.all([yookassa.close(), tbank.close(), bot.stop()]);
    },
  };
  registeredShops.set(billing, shops);
  registeredTerminals.set(billing, terminals);
  return billing;
}

/** Stores a tenant's provider credentials the way the account endpoints do (encrypted), enabled by default. */
export async function configureProvider(
  db: Db,
  appSecret: string,
  tenant: Tenant,
  provider: PaymentProvider,
  credentials: unknown,
  isEnabled = true,
) {
  return db.paymentMethod.upsert({
    where: { tenantId_provider: { tenantId: tenant.id, provider } },
    create: { tenantId: tenant.id, provider, isEnabled, configEncrypted: encryptSecret(JSON.stringify(credentials), appSecret) },
    update: { isEnabled, configEncrypted: encryptSecret(JSON.stringify(credentials), appSecret) },
  });
}

export async function createPromo(
  db: Db,
  data: Partial<Pick<PromoCode, "discountType" | "discountValue" | "validFrom" | "validUntil" | "maxUses" | "usedCount" | "isActive">> & {
    plans?: PlanName[];
  } = {},
): Promise<PromoCode> {
  return db.promoCode.create({
    data: {
      code: uniq("P")
        .toUpperCase()
        .replace(/[^A-Z0-9_-]/g, "")
        .slice(0, 32),
      discountType: data.discountType ?? "PERCENT",
      discountValue: data.discountValue ?? 20,
      plans: data.plans ?? [],
      validFrom: data.validFrom,
      validUntil: data.validUntil,
      maxUses: data.maxUses,
      usedCount: data.usedCount ?? 0,
      isActive: data.isActive ?? true,
    },
  });
}

/** Days from today for the next payable booking: each gets a day of its own within the 60-day window. */
let payableDay = 2;

/** A PENDING booking of a new customer of `tenant`, holding one free slot on a day of its own. */
export async function createPayableBooking(db: Db, tenant: Tenant, data: { priceMinor?: number } = {}) {
  const customer = await createUser(db, { tenant });
  const service = await createService(db, tenant, { priceMinor: data.priceMinor ?? 150_000 });
  payableDay = payableDay >= 58 ? 2 : payableDay + 1;
  const [slot] = await createSlots(db, tenant, { dates: [localDate(tenant, payableDay)], startTime: "10:00", endTime: "10:30" });
  const booking = await createBookingRow(db, { tenant, user: customer, service, slots: [slot!] });
  return { customer, service, booking };
}

/** A PENDING subscription payment of `tenant`, as a checkout leaves it (no provider call). */
export function createSubscriptionPaymentRow(db: Db, tenant: Tenant, data: Partial<Payment> = {}): Promise<Payment> {
  return db.payment.create({
    data: {
      tenantId: tenant.id,
      purpose: "SUBSCRIPTION",
      provider: "YOOKASSA",
      plan: "STARTER",
      amountMinor: 999,
      currency: "RUB",
      idempotenceKey: randomUUID(),
      expiresAt: new Date(Date.now() + 30 * 60_000),
      ...data,
    } as Parameters<Db["payment"]["create"]>[0]["data"],
  });
}

/** Tenant RUB (T-Bank and SBP take roubles only) on a plan, with its owner. */
export async function createPayingTenant(
  db: Db,
  plan: PlanName = "PROFESSIONAL",
): Promise<{ tenant: Tenant; owner: User & { token: string } }> {
  const created = await createTenant(db, { plan });
  const tenant = await db.tenant.update({ where: { id: created.id }, data: { currency: "RUB" } });
  return { tenant, owner: await createUser(db, { tenant, role: "OWNER" }) };
}

/**
 * Path-parameter routes of the billing area, keyed like restOperations(), for the tenant-isolation
 * suite: a fresh row of tenant B, and how to read it back.
 */
export const BILLING_ID_ROUTES = {
  "GET /api/payments/:id": {
    create: async (db: Db, tenant: Tenant) => createSubscriptionPaymentRow(db, tenant),
    read: (db: Db, id: string) => db.payment.findUnique({ where: { id } }),
  },
  "POST /api/bookings/:id/pay": {
    create: async (db: Db, tenant: Tenant) => (await createPayableBooking(db, tenant)).booking,
    read: (db: Db, id: string) => db.booking.findUnique({ where: { id }, include: { payments: true, slots: true } }),
  },
};
