// Issue 19.4: a payment started inside the Telegram mini app brings the payer back into it. The
// provider's return URL is then the start link of that payment's result (README "Start links"), for
// the bot whose mini app was used; on the web it stays the platform's result page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStartParam } from "@booking/telegram";
import { encryptSecret } from "@booking/core";
import { api, initDataFor, PLATFORM_BOT, telegramUser } from "../support/identity.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

let t: BillingApp;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

/** The return_url of the last payment created at the YooKassa stand-in. */
function lastReturnUrl(): string {
  const created = t.yookassa.requests.filter((r) => r.method === "POST" && r.path === "/v3/payments").at(-1);
  if (!created) throw new Error("no payment was created at the stand-in");
  return (created.body as { confirmation: { return_url: string } }).confirmation.return_url;
}

function startLinkOf(url: string, bot: string): ReturnType<typeof parseStartParam> {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`https://t.me/${bot}`);
  return parseStartParam(parsed.searchParams.get("startapp"));
}

describe("payment return URL", () => {
  it("a subscription paid from the platform bot's mini app returns into it; from the web, to the result page", async () => {
    const { tenant, owner } = await createPayingTenant(t.db, "FREE");
    const inTelegram = await api(t, {
      method: "POST",
      url: "/api/tenant-management/checkout",
      tenant,
      token: owner.token,
      initData: initDataFor(telegramUser()),
      body: { plan: "STARTER" },
    });
    expect(inTelegram.statusCode).toBe(200);
    expect(startLinkOf(lastReturnUrl(), PLATFORM_BOT.username)).toEqual({
      tenantSlug: tenant.slug,
      paymentId: inTelegram.json().paymentId,
    });

    const other = await createPayingTenant(t.db, "FREE");
    const onWeb = await api(t, {
      method: "POST",
      url: "/api/tenant-management/checkout",
      tenant: other.tenant,
      token: other.owner.token,
      body: { plan: "STARTER" },
    });
    expect(lastReturnUrl()).toBe(`${t.config.publicUrl}/payment/result?paymentId=${onWeb.json().paymentId}&tenant=${other.tenant.slug}`);
  });

  it("a booking paid from the tenant's own bot's mini app returns into that bot's mini app", async () => {
    const { tenant } = await createPayingTenant(t.db, "PROFESSIONAL");
    await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
    const tenantBotToken = "4000000004:TENANT-return-bot";
    await t.db.botConfig.create({
      data: {
        tenantId: tenant.id,
        tokenEncrypted: encryptSecret(tenantBotToken, t.config.appSecret),
        botUsername: "studio_return_bot",
        isActive: true,
      },
    });
    const { booking, customer } = await createPayableBooking(t.db, tenant);
    const res = await api(t, {
      method: "POST",
      url: `/api/bookings/${booking.id}/pay`,
      tenant,
      token: customer.token,
      body: {},
      initData: initDataFor(telegramUser(), { botToken: tenantBotToken }),
    });
    expect(res.statusCode).toBe(200);
    expect(startLinkOf(lastReturnUrl(), "studio_return_bot")).toEqual({ tenantSlug: tenant.slug, paymentId: res.json().paymentId });
  });
});
