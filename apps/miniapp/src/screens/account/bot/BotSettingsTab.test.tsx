// The bot page (issue 26.5): BotFather step by step while no bot works, folded once it does; the
// live state Telegram reports, in words the owner can act on; Check again asks Telegram again.
import { PLAN_CATALOGUE } from "@booking/contracts/plans";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderWithApi } from "../../admin/ui/test-api.tsx";
import type { Account } from "../account-data.ts";
import type { BotStatus } from "./BotStatusCard.tsx";
import { BotSettingsTab } from "./BotSettingsTab.tsx";

afterEach(cleanup);

const account = (botConfig: Account["botConfig"]): Account =>
  ({
    tenant: { id: "salon", displayName: "Salon", subscriptionPlan: "PROFESSIONAL", isActive: true, customDomain: null },
    botConfig,
    subscription: { plan: "PROFESSIONAL", limits: PLAN_CATALOGUE.PROFESSIONAL.limits },
    paymentMethods: [],
  }) as unknown as Account;

const status = (state: BotStatus["state"], extra: Partial<BotStatus> = {}): BotStatus => ({
  state,
  username: null,
  name: null,
  pendingUpdates: null,
  lastError: null,
  lastErrorAt: null,
  checkedAt: "2026-06-15T09:00:00.000Z",
  ...extra,
});

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });

it("walks a new owner through BotFather, step by step, and says no bot is connected yet", async () => {
  await renderWithApi(<BotSettingsTab account={account({ isActive: false, botUsername: null, hasToken: false })} />, {
    handlers: { "account.botStatus": () => status("notConnected") },
    language: "ru",
  });
  await settle();
  const guide = screen.getByTestId("bot-guide");
  expect(guide.hasAttribute("open")).toBe(true);
  const steps = [...guide.querySelectorAll("li")].map((li) => li.textContent);
  expect(steps).toHaveLength(5);
  expect(steps[0]).toContain("@BotFather");
  expect(steps[0]).toContain("/newbot");
  expect(steps[3]).toContain("токен");
  expect(screen.getByTestId("open-botfather").getAttribute("href")).toBe("https://t.me/BotFather");
  expect(guide.textContent).toContain("Что увидят клиенты");
  expect(screen.getByTestId("bot-status").dataset.state).toBe("notConnected");
  expect(screen.getByTestId("bot-status-text").textContent).toBe("Бот ещё не подключён: клиентов обслуживает бот платформы.");
});

it("shows a working bot as live with its name, folds the steps, and checks again on request", async () => {
  let state: BotStatus = status("live", { username: "salon_bot", name: "Salon", pendingUpdates: 0 });
  const api = await renderWithApi(<BotSettingsTab account={account({ isActive: true, botUsername: "salon_bot", hasToken: true })} />, {
    handlers: { "account.botStatus": () => state },
  });
  await settle();
  expect(screen.getByTestId("bot-status-text").textContent).toBe("Working: Telegram delivers the bot's messages here.");
  expect(screen.getByTestId("bot-status-link").getAttribute("href")).toBe("https://t.me/salon_bot");
  expect(screen.getByTestId("bot-guide").hasAttribute("open")).toBe(false);

  state = status("tokenRejected", { username: "salon_bot" });
  fireEvent.click(screen.getByTestId("bot-status-check"));
  await waitFor(() => expect(screen.getByTestId("bot-status").dataset.state).toBe("tokenRejected"));
  expect(api.callsTo("account.botStatus").length).toBe(2);
  expect(screen.getByTestId("bot-status-text").textContent).toContain("revoked or replaced in BotFather");
  expect(screen.queryByTestId("bot-status-link")).toBeNull();
});
