// Issue 15.6: the subscription tab shows the plan, its expiry and auto-renewal (cancel / resume go to
// the server), a queued next plan with its start, a waiting renewal invoice with its Pay button and
// the grace deadline; a plan bought while another runs is announced as queued, not as an upgrade.
import { PLAN_CATALOGUE } from "@booking/contracts/plans";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "../../admin/ui/test-api.tsx";
import type { Account } from "../account-data.ts";
import { queuedStart } from "./CheckoutDialog.tsx";
import { PastPayments } from "./PastPayments.tsx";
import { SubscriptionStatus } from "./SubscriptionStatus.tsx";

const EXPIRES = "2026-12-20T12:00:00.000Z";
const GRACE_END = "2026-12-23T12:00:00.000Z";
type Subscription = Account["subscription"];
const subscription = (data: Partial<Subscription> = {}): Subscription =>
  ({
    plan: "STARTER",
    expiresAt: EXPIRES,
    autoRenew: true,
    nextPlan: null,
    limits: PLAN_CATALOGUE.STARTER.limits,
    pendingPayment: null,
    graceEndsAt: null,
    ...data,
  }) as Subscription;
const account = (data: Partial<Subscription> = {}): Account =>
  ({
    tenant: {
      id: "salon",
      displayName: "Salon",
      subscriptionPlan: "STARTER",
      isActive: true,
      subscriptionExpiresAt: EXPIRES,
      customDomain: null,
      domainTarget: "book.example.com",
      currency: "RUB",
      prepayment: "OPTIONAL",
    },
    botConfig: { isActive: false, botUsername: null, hasToken: false },
    subscription: subscription(data),
    paymentMethods: [],
  }) as Account;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("subscription status", () => {
  it("shows the plan, its expiry and that it renews; cancelling auto-renewal asks the server", async () => {
    const api = await renderWithApi(<SubscriptionStatus account={account()} />, {
      handlers: { "tenant.cancelAutoRenew": () => subscription({ autoRenew: false }) },
    });
    const banner = screen.getByTestId("subscription-banner").textContent!;
    expect(banner).toMatch(/Current plan: Starter/);
    expect(banner).toMatch(/Expires .*2026/);
    expect(screen.getByTestId("auto-renew").textContent).toMatch(/Auto-renewal is on/);
    fireEvent.click(screen.getByRole("button", { name: "Cancel auto-renewal" }));
    await settle();
    expect(api.callsTo("tenant.cancelAutoRenew")).toHaveLength(1);
  });

  it("with auto-renewal off, says the plan ends in Free and offers to resume", async () => {
    const api = await renderWithApi(<SubscriptionStatus account={account({ autoRenew: false })} />, {
      handlers: { "tenant.resumeAutoRenew": () => subscription() },
    });
    expect(screen.getByTestId("auto-renew").textContent).toMatch(/switches to Free/);
    fireEvent.click(screen.getByRole("button", { name: "Resume auto-renewal" }));
    await settle();
    expect(api.callsTo("tenant.resumeAutoRenew")).toHaveLength(1);
  });

  it("shows the queued next plan and when it starts", async () => {
    await renderWithApi(<SubscriptionStatus account={account({ nextPlan: "PROFESSIONAL" })} />, { handlers: {} });
    expect(screen.getByTestId("next-plan").textContent).toMatch(/Next: Professional, from .*2026/);
  });

  it("a waiting renewal invoice names the grace deadline and its Pay button opens the payment page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const pendingPayment = { paymentId: "p1", plan: "STARTER" as const, confirmationUrl: "https://pay.example/p1", expiresAt: null };
    await renderWithApi(<SubscriptionStatus account={account({ pendingPayment, graceEndsAt: GRACE_END })} />, { handlers: {} });
    expect(screen.getByTestId("waiting-invoice").textContent).toMatch(/renewal invoice for Starter is waiting\. Pay by Dec 23, 2026/);
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(assign).toHaveBeenCalledWith("https://pay.example/p1");
  });

  it("in the grace days after the invoice's payment window, Pay asks the server for the renewal and opens its page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const api = await renderWithApi(<SubscriptionStatus account={account({ graceEndsAt: GRACE_END })} />, {
      handlers: {
        "tenantManagement.checkout": () => ({
          activated: false,
          plan: "STARTER",
          paymentId: "p2",
          confirmationUrl: "https://pay.example/p2",
        }),
      },
    });
    expect(screen.getByTestId("waiting-invoice").textContent).toMatch(/renewal invoice for Starter is waiting\. Pay by Dec 23, 2026/);
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    await settle();
    expect(api.callsTo("tenantManagement.checkout").map((call) => call.input)).toEqual([{ plan: "STARTER", promoCode: null }]);
    expect(assign).toHaveBeenCalledWith("https://pay.example/p2");
  });

  it("a checkout of another plan still open is a waiting payment, not a renewal", async () => {
    const pendingPayment = { paymentId: "p3", plan: "PROFESSIONAL" as const, confirmationUrl: "https://pay.example/p3", expiresAt: null };
    await renderWithApi(<SubscriptionStatus account={account({ pendingPayment })} />, { handlers: {} });
    expect(screen.getByTestId("waiting-invoice").textContent).toBe("A payment for Professional is waitingPay");
  });

  it("on Free: no renewal controls and no invoice", async () => {
    await renderWithApi(<SubscriptionStatus account={account({ plan: "FREE", expiresAt: null, limits: PLAN_CATALOGUE.FREE.limits })} />, {
      handlers: {},
    });
    expect(screen.queryByTestId("auto-renew")).toBeNull();
    expect(screen.queryByTestId("waiting-invoice")).toBeNull();
  });
});

describe("a plan bought while another runs", () => {
  it("is queued to start at the current plan's expiry; the same plan or a purchase on Free is not", () => {
    expect(queuedStart(subscription(), "PROFESSIONAL")).toBe(EXPIRES);
    expect(queuedStart(subscription(), "STARTER")).toBeNull();
    expect(queuedStart(subscription({ plan: "FREE", expiresAt: null }), "STARTER")).toBeNull();
  });
});

describe("past payments", () => {
  it("lists the plan payments the server returns, with plan, amount and status", async () => {
    await renderWithApi(<PastPayments />, {
      handlers: {
        "tenant.subscriptionPayments": () => [
          {
            id: "p2",
            plan: "PROFESSIONAL",
            provider: "YOOKASSA",
            status: "PENDING",
            amount: 29.99,
            currency: "USD",
            createdAt: "2026-11-01T09:00:00.000Z",
            paidAt: null,
          },
          {
            id: "p1",
            plan: "STARTER",
            provider: "YOOKASSA",
            status: "SUCCEEDED",
            amount: 9.99,
            currency: "USD",
            createdAt: "2026-10-01T09:59:00.000Z",
            paidAt: "2026-10-01T10:00:00.000Z",
          },
        ],
      },
    });
    await screen.findAllByTestId("past-payment");
    const rows = screen.getAllByTestId("past-payment").map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/Professional.*\$29\.99.*Waiting/);
    expect(rows[1]).toMatch(/Starter.*\$9\.99.*Paid/);
  });

  it("says when there are none", async () => {
    await renderWithApi(<PastPayments />, { handlers: { "tenant.subscriptionPayments": () => [] } });
    expect(await screen.findByText("No payments yet")).toBeTruthy();
  });
});
