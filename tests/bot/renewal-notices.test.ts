// Issue 15.6: a waiting renewal invoice is told to the owner through the platform bot when the expiry
// job opens it, and again (bot and email) a day before the grace days end: a durable job, run once
// however often it is claimed, and silent when the renewal was paid meanwhile. Clocks are in 2022:
// the lifecycle suite's billing worker (2021 clock) and real-time workers never claim these jobs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant, User } from "@booking/db";
import { planLimits } from "@booking/contracts";
import {
  billingJobHandlers,
  databases,
  JobWorker,
  loadSubscriptionView,
  processSubscriptionExpiry,
  RENEWAL_REMINDER_LEAD_MS,
  RENEWAL_REMINDER_QUEUE,
  renderEmail,
  scopedDb,
  settlePayment,
  SILENT_LOGGER,
  type Deps,
} from "@booking/core";
import {
  createBillingApp,
  createPayingTenant,
  createSubscriptionPaymentRow,
  PUBLIC_URL,
  type BillingApp,
} from "../support/billing-fixtures.ts";
import { uniq } from "../support/db.ts";
import { buttonsOf, linkTelegram, sentTo, telegramWorkers } from "../support/telegram.ts";

const DAY = 86_400_000;
let t: BillingApp;
let deps: Deps;

beforeAll(async () => {
  t = await createBillingApp();
  deps = { config: t.config, log: SILENT_LOGGER };
});
afterAll(() => t.close());

/** A STARTER tenant paid at `paidAt`, auto-renew on, whose owner linked Telegram in English. */
async function payingTenant(paidAt: Date): Promise<{ tenant: Tenant; owner: User; chatId: number; expiry: Date }> {
  const { tenant: created, owner } = await createPayingTenant(t.db, "FREE");
  const tenant = await t.db.tenant.update({ where: { id: created.id }, data: { displayName: "Salon Aurora", timeZone: "Europe/Moscow" } });
  const tg = await linkTelegram(t.db, owner, { language: "en" });
  const payment = await createSubscriptionPaymentRow(t.db, tenant, {
    plan: "STARTER",
    amountMinor: planLimits("STARTER").priceMonthlyMinor,
  });
  await settlePayment(
    scopedDb(t.db, tenant.id),
    deps,
    payment,
    { status: "SUCCEEDED", amountMinor: payment.amountMinor, currency: "RUB" },
    paidAt,
  );
  return { tenant, owner, chatId: tg.id, expiry: new Date(paidAt.getTime() + 30 * DAY) };
}

/** This tenant's reminder jobs, run by a billing worker of their own (a queue no other file uses). */
function reminderWorker(tenant: Tenant) {
  const queue = uniq(RENEWAL_REMINDER_QUEUE);
  let clock = new Date();
  const handler = billingJobHandlers(databases(t.db), deps, () => clock)[RENEWAL_REMINDER_QUEUE]!;
  const worker = new JobWorker({ db: t.db, handlers: { [queue]: handler } });
  return async (at: Date): Promise<number> => {
    clock = at;
    await t.db.job.updateMany({
      where: { queue: RENEWAL_REMINDER_QUEUE, uniqueKey: { startsWith: `${RENEWAL_REMINDER_QUEUE}:${tenant.id}:` } },
      data: { queue },
    });
    return worker.runDue(at);
  };
}

const texts = (chatId: number) => sentTo(t.bot, chatId).map((call) => String(call.params.text));
const reminderEmails = (owner: User) =>
  t.db.job.findMany({
    where: { uniqueKey: { startsWith: `email:renewal-reminder:` }, payload: { path: ["to"], equals: owner.email!.toLowerCase() } },
  });

describe("renewal invoice notices", () => {
  it("tell the owner through the platform bot when the invoice opens and once more a day before the grace end", async () => {
    const { tenant, owner, chatId, expiry } = await payingTenant(new Date("2022-02-01T09:00:00Z"));
    const telegram = telegramWorkers({ ...t, fake: t.bot }, [tenant]);
    const reminders = reminderWorker(tenant);

    await processSubscriptionExpiry(scopedDb(t.db, tenant.id), deps, tenant.id, expiry);
    await processSubscriptionExpiry(scopedDb(t.db, tenant.id), deps, tenant.id, expiry); // a duplicate expiry job
    await telegram.runDue(expiry);
    const graceEnd = (await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).planExpiresAt!;
    expect(graceEnd.getTime()).toBe(expiry.getTime() + 3 * DAY);
    expect(texts(chatId)).toHaveLength(1);
    expect(texts(chatId)[0]).toMatch(
      /^💳 The STARTER plan of "Salon Aurora" has ended and its renewal invoice \(RUB\s?[\d.,]+\) is waiting\. The plan keeps working until March 6, 2022; pay before then/,
    );
    const subscriptionUrl = `${PUBLIC_URL}/account?tenant=${tenant.slug}&tab=subscription`;
    expect(buttonsOf(sentTo(t.bot, chatId)[0]!)).toEqual([{ text: "Pay", web_app: { url: subscriptionUrl } }]);

    const remindAt = new Date(graceEnd.getTime() - RENEWAL_REMINDER_LEAD_MS);
    expect(await reminders(new Date(remindAt.getTime() - 60_000))).toBe(0); // not due yet
    expect(await reminders(remindAt)).toBe(1);
    expect(await reminders(remindAt)).toBe(0); // done: a second pass finds nothing
    await telegram.runDue(remindAt);
    await telegram.runDue(remindAt);
    expect(texts(chatId)).toHaveLength(2);
    expect(texts(chatId)[1]).toMatch(
      /^⚠️ The renewal of the STARTER plan of "Salon Aurora" \(RUB\s?[\d.,]+\) is still unpaid\. On March 6, 2022 the page moves to the Free plan/,
    );
    const emails = await reminderEmails(owner);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.payload).toMatchObject({
      template: "renewal-reminder",
      locale: "en",
      data: { business: "Salon Aurora", plan: "STARTER", link: subscriptionUrl },
    });
  });

  it("say nothing more once the renewal is paid during the grace days", async () => {
    const { tenant, owner, chatId, expiry } = await payingTenant(new Date("2022-05-01T09:00:00Z"));
    const telegram = telegramWorkers({ ...t, fake: t.bot }, [tenant]);
    const reminders = reminderWorker(tenant);
    await processSubscriptionExpiry(scopedDb(t.db, tenant.id), deps, tenant.id, expiry);
    const invoice = await t.db.payment.findFirstOrThrow({ where: { tenantId: tenant.id, status: "PENDING", purpose: "SUBSCRIPTION" } });
    // The account screen (GET /api/account's subscription) names the grace end while the renewal waits.
    const graceEndsAt = async (at: Date) => {
      const now = await t.db.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
      return (await loadSubscriptionView(scopedDb(t.db, tenant.id), now, at)).graceEndsAt;
    };
    expect(await graceEndsAt(expiry)).toBe(new Date(expiry.getTime() + 3 * DAY).toISOString());
    const paidAt = new Date(expiry.getTime() + DAY);
    await settlePayment(
      scopedDb(t.db, tenant.id),
      deps,
      invoice,
      { status: "SUCCEEDED", amountMinor: invoice.amountMinor, currency: "RUB" },
      paidAt,
    );
    // The "opened" message had not gone out yet: paid before it was sent, it is dropped too.
    await telegram.runDue(paidAt);
    expect(await reminders(new Date(expiry.getTime() + 2 * DAY))).toBe(1);
    await telegram.runDue(new Date(expiry.getTime() + 2 * DAY));
    expect(texts(chatId)).toEqual([]);
    expect(await reminderEmails(owner)).toEqual([]);
    expect(await graceEndsAt(paidAt)).toBeNull();
  });

  it("renders the reminder email in both languages with the grace end and the way to pay", () => {
    const data = {
      business: "Salon Aurora",
      plan: "STARTER",
      amount: "999 ₽",
      until: "6 марта 2022 г.",
      link: "https://book.example.test/account",
    };
    const ru = renderEmail("ru", "renewal-reminder", data);
    expect(ru.subject).toBe("Salon Aurora: тариф перестанет действовать 6 марта 2022 г.");
    expect(ru.text).toContain("Счёт на продление тарифа STARTER для «Salon Aurora» всё ещё не оплачен.");
    expect(ru.text).toContain("Оплатить счёт: https://book.example.test/account");
    const en = renderEmail("en", "renewal-reminder", { ...data, until: "March 6, 2022" });
    expect(en.subject).toBe("Salon Aurora: the plan stops on March 6, 2022");
    expect(en.text).toContain("On March 6, 2022 the page moves to the Free plan and its limits.");
  });
});
