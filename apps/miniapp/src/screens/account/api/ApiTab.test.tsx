// The account's API tab (issue 16.3): a created key is shown once (gone after a re-render of the
// list, never in the list itself), revoking asks first and then calls revoke with the key's id, and
// below PROFESSIONAL the tab shows what the plan lacks with the upgrade link instead of the forms.
import { PLAN_CATALOGUE } from "@booking/contracts/plans";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../../admin/ui/test-api.tsx";
import type { Account } from "../account-data.ts";
import { ApiTab } from "./ApiTab.tsx";

const account = (plan: "STARTER" | "PROFESSIONAL"): Account =>
  ({
    tenant: {
      id: "salon",
      displayName: "Salon",
      subscriptionPlan: plan,
      isActive: true,
      subscriptionExpiresAt: null,
      customDomain: null,
      domainTarget: "book.example.com",
      currency: "RUB",
      prepayment: "OPTIONAL",
    },
    botConfig: { isActive: false, botUsername: null, hasToken: false },
    subscription: {
      plan,
      expiresAt: null,
      autoRenew: true,
      nextPlan: null,
      limits: PLAN_CATALOGUE[plan].limits,
      pendingPayment: null,
      graceEndsAt: null,
    },
    paymentMethods: [],
  }) as Account;

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });
const SECRET = "bk_live_abcdef0123456789";
const view = (id: string, name: string) => ({
  id,
  name,
  scopes: ["bookings:read"],
  prefix: "bk_live_abc",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
  createdBy: { id: "u1", name: "Olga" },
});

function keyApi() {
  let keys = [view("k1", "CRM")];
  return {
    "apiKeys.list": () => keys,
    "apiKeys.create": (input: unknown) => {
      const { name } = input as { name: string };
      const created = view("k2", name);
      keys = [...keys, created];
      return { ...created, key: SECRET };
    },
    "apiKeys.revoke": (input: unknown) => {
      keys = keys.filter((key) => key.id !== (input as { id: string }).id);
      return { success: true };
    },
    "webhooks.list": () => [],
    "webhooks.deliveries": () => [
      {
        id: "d1",
        endpointId: "w1",
        url: "https://hooks.example.com",
        eventId: "e1",
        eventType: "booking.created",
        status: "FAILED",
        attempts: 3,
        lastStatusCode: 500,
        lastError: "HTTP 500",
        deliveredAt: null,
        createdAt: "2026-11-21T09:00:00.000Z",
      },
    ],
  };
}

afterEach(cleanup);

describe("API tab", () => {
  it("creates a key with the chosen scopes and shows it once, with the warning", async () => {
    const api = await renderWithApi(<ApiTab account={account("PROFESSIONAL")} />, { handlers: keyApi() });
    await settle();
    expect(screen.queryByTestId("api-key-once")).toBeNull();
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: "Website" } });
    fireEvent.click(screen.getByLabelText("Create and change bookings"));
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    await settle();
    expect(api.callsTo("apiKeys.create").map((call) => call.input)).toEqual([
      { name: "Website", scopes: ["bookings:read", "bookings:write"] },
    ]);
    const once = screen.getByTestId("api-key-once");
    expect((within(once).getByLabelText("New API key") as HTMLInputElement).value).toBe(SECRET);
    expect(once.textContent).toMatch(/you will not see it again/);
    // The list shows the new key by name and prefix, never the key itself.
    const items = screen.getAllByTestId("api-key");
    expect(items.map((item) => item.querySelector("strong")?.textContent)).toEqual(["CRM", "Website"]);
    expect(items.some((item) => item.textContent?.includes(SECRET))).toBe(false);
    // Only one secret on screen, and starting another creation hides it.
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: "Other" } });
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect(screen.queryByTestId("api-key-once")).toBeNull();
    // The delivery log shows event, status, attempts.
    expect(screen.getByTestId("webhook-delivery").textContent).toMatch(/booking\.created.*Failed \(500\).*3/);
  });

  it("a repeat of an earlier try (key: null) says the key was shown before instead of an empty secret", async () => {
    const handlers = keyApi();
    const api = await renderWithApi(<ApiTab account={account("PROFESSIONAL")} />, {
      handlers: { ...handlers, "apiKeys.create": (input: unknown) => ({ ...handlers["apiKeys.create"](input), key: null }) },
    });
    await settle();
    fireEvent.change(screen.getByLabelText("Key name"), { target: { value: "Website" } });
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    await settle();
    expect(api.callsTo("apiKeys.create")).toHaveLength(1);
    expect(screen.queryByTestId("api-key-once")).toBeNull();
    expect(screen.getByTestId("api-key-shown-before").textContent).toMatch(/shown only once.*revoke it and create another/);
  });

  it("revokes a key only after the confirmation", async () => {
    const api = await renderWithApi(<ApiTab account={account("PROFESSIONAL")} />, { handlers: keyApi() });
    await settle();
    fireEvent.click(within(screen.getByTestId("api-key")).getByRole("button", { name: "Revoke" }));
    expect(api.callsTo("apiKeys.revoke")).toEqual([]);
    const dialog = await waitFor(() => screen.getByRole("alertdialog"));
    expect(dialog.textContent).toMatch(/Revoke the key "CRM"/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await settle();
    expect(api.callsTo("apiKeys.revoke").map((call) => call.input)).toEqual([{ id: "k1" }]);
    expect(screen.queryAllByTestId("api-key")).toEqual([]);
    expect(screen.getByText("No API keys yet")).toBeTruthy();
  });

  it("below PROFESSIONAL shows what the plan lacks and the upgrade link, and asks the server nothing", async () => {
    const api = await renderWithApi(<ApiTab account={account("STARTER")} />, { handlers: {}, language: "ru" });
    await settle();
    const gate = screen.getByTestId("api-plan-gate");
    expect(gate.textContent).toMatch(/«Профессиональный»/);
    expect(screen.getByRole("link", { name: "Повысить тариф" }).getAttribute("href")).toMatch(/\/admin\/settings\/subscription$/);
    expect(screen.queryByTestId("api-keys")).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
