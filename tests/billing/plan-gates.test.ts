// Every plan-gated action of the owner area, on every plan: refused below its plan with its code,
// allowed at or above it (spec §6: own bot and domain PROFESSIONAL+, payments STARTER+).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS, type PlanName } from "@booking/contracts";
import { api } from "../support/identity.ts";
import { uniq } from "../support/db.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

let t: BillingApp;
let botId = 7_300_000;
beforeAll(async () => {
  t = await createBillingApp();
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof createPayingTenant>>;
interface Gate {
  name: string;
  lowest: PlanName;
  code: string;
  attempt(who: Who): Promise<{ statusCode: number; json(): { error?: string } }>;
}

const owner = (who: Who, method: "PUT" | "POST", url: string, body: unknown) =>
  api(t, { method, url, tenant: who.tenant, token: who.owner.token, body });

const GATES: Gate[] = [
  {
    name: "custom domain",
    lowest: "PROFESSIONAL",
    code: "PLAN_CUSTOM_DOMAIN_NOT_ALLOWED",
    attempt: (who) => owner(who, "POST", "/api/tenant/custom-domain", { domain: `${uniq("gate")}.example.com` }),
  },
  {
    name: "own bot",
    lowest: "PROFESSIONAL",
    code: "PLAN_REQUIRED_PRO",
    attempt: (who) => {
      const token = `${botId++}:gate-bot-token`;
      t.bot.addBot({ token });
      return owner(who, "PUT", "/api/account/bot-config", { botToken: token, isActive: true });
    },
  },
  {
    name: "payment credentials",
    lowest: "STARTER",
    code: "PLAN_PAYMENTS_NOT_ALLOWED",
    attempt: (who) =>
      owner(who, "PUT", "/api/account/payment-methods/credentials", { provider: "TBANK", config: newTenantCredentials(t).TBANK }),
  },
  {
    name: "enabling a payment method",
    lowest: "STARTER",
    code: "PLAN_PAYMENTS_NOT_ALLOWED",
    attempt: async (who) => {
      await configureProvider(t.db, t.config.appSecret, who.tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA, false);
      return owner(who, "PUT", "/api/account/payment-methods", { provider: "YOOKASSA", isEnabled: true });
    },
  },
  {
    name: "testing payment credentials",
    lowest: "STARTER",
    code: "PLAN_PAYMENTS_NOT_ALLOWED",
    attempt: async (who) => {
      await configureProvider(t.db, t.config.appSecret, who.tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA, false);
      return owner(who, "POST", "/api/account/payment-methods/test", { provider: "YOOKASSA" });
    },
  },
  {
    name: "a customer paying a booking online",
    lowest: "STARTER",
    code: "PLAN_PAYMENTS_NOT_ALLOWED",
    attempt: async (who) => {
      await configureProvider(t.db, t.config.appSecret, who.tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA, true);
      const { customer, booking } = await createPayableBooking(t.db, who.tenant);
      return api(t, { method: "POST", url: `/api/bookings/${booking.id}/pay`, tenant: who.tenant, token: customer.token, body: {} });
    },
  },
];

describe.each(GATES)("$name ($lowest and up)", (gate) => {
  it.each(PLANS)("on %s", async (plan) => {
    const res = await gate.attempt(await createPayingTenant(t.db, plan));
    if (PLANS.indexOf(plan) < PLANS.indexOf(gate.lowest)) {
      expect([res.statusCode, res.json().error]).toEqual([403, gate.code]);
    } else {
      expect(res.statusCode).toBe(200);
    }
  });
});
