// The tenant's currency on the Payments tab (issue 12.5): the current one is checked, picking the
// other saves it, and a refusal (an enabled roubles-only method) is shown, not swallowed. The
// prepayment rule (issue 20.1) likewise, with what it means for customers.
import { PLAN_CATALOGUE } from "@booking/contracts/plans";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../../admin/ui/test-api.tsx";
import type { Account } from "../account-data.ts";
import { PaymentsTab } from "./PaymentsTab.tsx";

const account = (currency: string, prepayment: "OPTIONAL" | "REQUIRED" = "OPTIONAL"): Account =>
  ({
    tenant: {
      id: "salon",
      displayName: "Salon",
      subscriptionPlan: "STARTER",
      isActive: true,
      subscriptionExpiresAt: null,
      customDomain: null,
      domainTarget: "book.example.com",
      currency,
      prepayment,
    },
    botConfig: { isActive: false, botUsername: null, hasToken: false },
    subscription: {
      plan: "STARTER",
      expiresAt: null,
      autoRenew: true,
      nextPlan: null,
      limits: PLAN_CATALOGUE.STARTER.limits,
      pendingPayment: null,
      graceEndsAt: null,
    },
    paymentMethods: (["YOOKASSA", "TBANK", "SBP"] as const).map((provider) => ({
      provider,
      isEnabled: false,
      config: { isConfigured: false },
    })),
  }) as Account;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });

afterEach(cleanup);

describe("payments tab: currency", () => {
  it("shows the tenant's currency and saves another one", async () => {
    const api = await renderWithApi(<PaymentsTab account={account("USD")} />, { handlers: { "account.setCurrency": (input) => input } });
    expect(screen.getByRole("radio", { name: "US dollars ($)" }).getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("radio", { name: "Roubles (₽)" }));
    await settle();
    expect(api.callsTo("account.setCurrency").map((call) => call.input)).toEqual([{ currency: "RUB" }]);
  });

  it("says why a currency was refused", async () => {
    await renderWithApi(<PaymentsTab account={account("RUB")} />, {
      handlers: {
        "account.setCurrency": () => {
          throw apiFailure("PAYMENT_CURRENCY_NOT_SUPPORTED", 409);
        },
      },
    });
    fireEvent.click(screen.getByRole("radio", { name: "US dollars ($)" }));
    await settle();
    expect(screen.getByText(/does not accept your page's currency/)).toBeTruthy();
  });
});

describe("payments tab: prepayment (issue 20.1)", () => {
  it("shows the current rule with what it means, and saves the other one", async () => {
    const api = await renderWithApi(<PaymentsTab account={account("RUB")} />, { handlers: { "account.setPrepayment": (input) => input } });
    expect(screen.getByRole("radio", { name: "Optional" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("prepayment-hint").textContent).toMatch(/only expires: the booking stays/);
    fireEvent.click(screen.getByRole("radio", { name: "Required" }));
    await settle();
    expect(api.callsTo("account.setPrepayment").map((call) => call.input)).toEqual([{ prepayment: "REQUIRED" }]);
  });

  it("explains the required rule when it is in force", async () => {
    await renderWithApi(<PaymentsTab account={account("RUB", "REQUIRED")} />, { handlers: {} });
    expect(screen.getByRole("radio", { name: "Required" }).getAttribute("aria-checked")).toBe("true");
    expect(screen.getByTestId("prepayment-hint").textContent).toMatch(/cancelled and its time released/);
  });
});
