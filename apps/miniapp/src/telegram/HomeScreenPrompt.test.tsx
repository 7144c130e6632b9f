// Issue 18.5: after a booking inside Telegram, "add to home screen" is offered once per Telegram
// user and device, only where the client can add it and it is not there yet, and after the
// write-access question when that one is due.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStorage, STORAGE_KEYS } from "../lib/storage.ts";
import type { HomeScreenStatus, TelegramControls, TelegramEnv } from "./telegram-env.ts";
import { HomeScreenPrompt } from "./HomeScreenPrompt.tsx";
import { WriteAccessPrompt } from "./WriteAccessPrompt.tsx";
import { dismissHomeScreenOffer, dismissWriteAccessOffer, offerHomeScreen, offerWriteAccess } from "./after-booking.ts";
import { AppProviders } from "../AppProviders.tsx";
import { createAppI18n } from "../i18n.ts";

beforeEach(() => {
  appStorage.removeItem(STORAGE_KEYS.homeScreenOffered);
  appStorage.removeItem(STORAGE_KEYS.writeAccessAsked);
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ recorded: true, reachable: true }), { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  dismissHomeScreenOffer();
  dismissWriteAccessOffer();
  vi.unstubAllGlobals();
});

const question = "Add this app to your home screen? Your bookings are then one tap away.";

async function renderPrompt(status: HomeScreenStatus, env: Partial<TelegramEnv> = {}) {
  const addToHomeScreen = vi.fn(() => true);
  const homeScreenStatus = vi.fn(() => Promise.resolve(status));
  const controls = {
    extras: () => Promise.resolve({ addToHomeScreen, homeScreenStatus }),
    requestWriteAccess: () => Promise.resolve(true),
    isDark: () => false,
    onThemeChange: () => () => {},
  } as unknown as TelegramControls;
  const telegram: TelegramEnv = {
    isTelegram: true,
    user: { id: 42, firstName: "Vera", languageCode: "en", allowsWriteToPm: true },
    controls,
    ...env,
  };
  const i18n = await createAppI18n({ storage: { getItem: () => "en" } });
  render(
    <AppProviders telegram={telegram} i18n={i18n}>
      <WriteAccessPrompt />
      <HomeScreenPrompt />
    </AppProviders>,
  );
  return { addToHomeScreen, homeScreenStatus };
}

describe("add-to-home-screen prompt", () => {
  it("shows only after a booking, adds on Add, and is never offered again on this device", async () => {
    const { addToHomeScreen } = await renderPrompt("missed");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    act(() => offerHomeScreen());
    fireEvent.click(await screen.findByRole("button", { name: "Add to home screen" }));
    await waitFor(() => expect(addToHomeScreen).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    act(() => offerHomeScreen());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("remembers Not now without adding", async () => {
    const { addToHomeScreen } = await renderPrompt("unknown");
    act(() => offerHomeScreen());
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(addToHomeScreen).not.toHaveBeenCalled();
    expect(appStorage.getItem(STORAGE_KEYS.homeScreenOffered)).toBe('["42"]');
  });

  it.each(["added", "unsupported"] as const)("offers nothing when the client says %s", async (status) => {
    const { homeScreenStatus } = await renderPrompt(status);
    act(() => offerHomeScreen());
    await waitFor(() => expect(homeScreenStatus).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("offers nothing outside Telegram", async () => {
    const { homeScreenStatus } = await renderPrompt("missed", { isTelegram: false });
    act(() => offerHomeScreen());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(homeScreenStatus).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("waits for the write-access question, then asks", async () => {
    await renderPrompt("missed", { user: { id: 44, firstName: "Ann", languageCode: "en", allowsWriteToPm: false } });
    act(() => {
      offerWriteAccess();
      offerHomeScreen();
    });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Allow messages" }));
    await screen.findByText(question);
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
  });
});
