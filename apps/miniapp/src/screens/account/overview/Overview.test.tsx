// Issue 15.8: the overview shows the booking page address with copy and a QR image, the bot deep
// link when a bot is configured, today's and upcoming bookings and the pending count with links.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderWithApi } from "../../admin/ui/test-api.tsx";
import { todayIn } from "../../booking/calendar.ts";
import type { Account, Profile } from "../account-data.ts";
import { BookingPageCard } from "./BookingPageCard.tsx";
import { OverviewBookings } from "./OverviewBookings.tsx";
import { OverviewTab } from "../OverviewTab.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });
afterEach(cleanup);

const account = (botUsername: string | null, isActive: boolean) =>
  ({
    tenant: { id: "studio", customDomain: null },
    botConfig: { botUsername, isActive, hasToken: !!botUsername },
  }) as unknown as Account;
const profile = (platformBotUsername: string | null) => ({ platformBotUsername }) as unknown as Profile;

it("shows the address with a working copy button, a QR image and the tenant bot's deep link", async () => {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  await renderWithApi(<BookingPageCard account={account("studio_bot", true)} profile={profile("platform_bot")} />, {
    language: "en",
    handlers: {},
  });
  await settle();
  const address = `${window.location.origin}/webapp/studio`;
  expect(screen.getByTestId("overview-address").textContent).toBe(address);
  fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
  expect(writeText).toHaveBeenCalledWith(address);
  const qr = await screen.findByRole("img", { name: "QR code of the booking page address" });
  expect(decodeURIComponent(qr.getAttribute("src") ?? "")).toContain("<svg");
  expect(screen.getByTestId("overview-bot-link").textContent).toBe("https://t.me/studio_bot?startapp=t_studio");
});

it("falls back to the platform bot, and shows no bot link without one", async () => {
  await renderWithApi(<BookingPageCard account={account("studio_bot", false)} profile={profile("platform_bot")} />, {
    language: "ru",
    handlers: {},
  });
  expect(screen.getByTestId("overview-bot-link").textContent).toContain("t.me/platform_bot");
  cleanup();
  await renderWithApi(<BookingPageCard account={account(null, false)} profile={profile(null)} />, { language: "ru", handlers: {} });
  expect(screen.queryByTestId("overview-bot-link")).toBeNull();
  expect(screen.getByRole("button", { name: "Скопировать адрес" })).toBeTruthy();
});

it("lists today's and upcoming bookings, counts pending ones and links to the calendar and its confirmations", async () => {
  const today = todayIn(undefined);
  const later = new Date(Date.parse(`${today}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const row = (id: string, date: string, status: string) => ({
    id,
    date,
    startTime: "10:00",
    endTime: "11:00",
    serviceName: `Cut ${id}`,
    userName: "Ann",
    status,
  });
  await renderWithApi(<OverviewBookings slug="studio" />, {
    language: "en",
    handlers: {
      "bookings.available": () => {
        throw new Error("no zone");
      },
      "admin.bookings.list": () => [
        row("a", today, "PENDING"),
        row("b", later, "CONFIRMED"),
        row("c", later, "CANCELLED"),
        row("d", later, "PENDING"),
      ],
    },
  });
  await settle();
  expect(screen.getByTestId("overview-pending").textContent).toBe("Waiting for confirmation: 2");
  expect(screen.getByTestId("overview-today").textContent).toContain("Cut a");
  // Dates and times in the reader's language, never the API's ISO form (issue 26.7).
  expect(screen.getByTestId("overview-today").textContent).toContain("10:00 AM");
  expect(screen.getByTestId("overview-today").textContent).not.toContain(today);
  expect(screen.getByTestId("overview-upcoming").textContent).toContain("Cut b");
  expect(screen.getByTestId("overview-upcoming").textContent).not.toContain("Cut c");
  expect(screen.getByRole("link", { name: "Confirmations" }).getAttribute("href")).toBe("/webapp/studio/admin/calendar/confirmations");
  expect(screen.getByRole("link", { name: "All bookings" }).getAttribute("href")).toBe("/webapp/studio/admin/calendar");
});

it("names a renewal left unpaid in the grace days first, with the way to the Subscription tab (issue 15.6)", async () => {
  const withGrace = (graceEndsAt: string | null) =>
    ({
      tenant: {
        id: "studio",
        displayName: "Studio",
        subscriptionPlan: "STARTER",
        isActive: true,
        subscriptionExpiresAt: graceEndsAt,
        customDomain: null,
      },
      botConfig: { botUsername: null, isActive: false, hasToken: false },
      subscription: { plan: "STARTER", graceEndsAt },
    }) as unknown as Account;
  const handlers = {
    "bookings.available": () => {
      throw new Error("no zone");
    },
    "admin.bookings.list": () => [],
    "admin.stats.planUsage": () => {
      throw new Error("not needed");
    },
  };
  await renderWithApi(<OverviewTab account={withGrace("2030-03-04T12:00:00.000Z")} />, { language: "en", handlers });
  await settle();
  expect(screen.getByTestId("overview-renewal-due").textContent).toMatch(/^A renewal invoice for Starter is waiting\. Pay by Mar 4, 2030/);
  expect(screen.getByRole("link", { name: "Pay" }).getAttribute("href")).toBe("/webapp/studio/admin/settings/subscription");
  cleanup();
  await renderWithApi(<OverviewTab account={withGrace(null)} />, { language: "en", handlers });
  expect(screen.queryByTestId("overview-renewal-due")).toBeNull();
});
