// Issue 18.1: after a booking inside Telegram, a user whose bot may not write yet is asked once
// (per Telegram user and device); the answer, or "Not now" as a refusal, is sent to the server.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStorage, STORAGE_KEYS } from "../lib/storage.ts";
import type { TelegramControls, TelegramEnv } from "./telegram-env.ts";
import { WriteAccessPrompt } from "./WriteAccessPrompt.tsx";
import { dismissWriteAccessOffer, offerWriteAccess } from "./after-booking.ts";
import { AppProviders } from "../AppProviders.tsx";
import { createAppI18n } from "../i18n.ts";

const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  appStorage.removeItem(STORAGE_KEYS.writeAccessAsked);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ recorded: true, reachable: true }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  dismissWriteAccessOffer();
  vi.unstubAllGlobals();
});

async function renderPrompt(env: Partial<TelegramEnv>, answer: boolean | undefined = true) {
  const requestWriteAccess = vi.fn(() => Promise.resolve(answer));
  const controls = { requestWriteAccess, isDark: () => false, onThemeChange: () => () => {} } as unknown as TelegramControls;
  const telegram: TelegramEnv = { isTelegram: true, user: { id: 42, firstName: "Vera", languageCode: "en" }, controls, ...env };
  const i18n = await createAppI18n({ storage: { getItem: () => "en" } });
  render(
    <AppProviders telegram={telegram} i18n={i18n}>
      <WriteAccessPrompt />
    </AppProviders>,
  );
  return requestWriteAccess;
}

describe("write-access prompt", () => {
  it("shows only after a booking, asks Telegram on Allow and records the answer once", async () => {
    const request = await renderPrompt({});
    expect(screen.queryByRole("alertdialog")).toBeNull();
    act(() => offerWriteAccess());
    fireEvent.click(screen.getByRole("button", { name: "Allow messages" }));
    await waitFor(() => expect(posted).toEqual([{ url: "/api/user/telegram/write-access", body: { allowed: true } }]));
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // The next booking on this device does not ask again.
    act(() => offerWriteAccess());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("records Not now as a refusal without asking Telegram", async () => {
    const request = await renderPrompt({});
    act(() => offerWriteAccess());
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(posted).toEqual([{ url: "/api/user/telegram/write-access", body: { allowed: false } }]));
    expect(request).not.toHaveBeenCalled();
  });

  it("never asks where the bot may already write, or outside Telegram", async () => {
    await renderPrompt({ user: { id: 43, firstName: "Ann", languageCode: "en", allowsWriteToPm: true } });
    act(() => offerWriteAccess());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    cleanup();
    await renderPrompt({ isTelegram: false });
    act(() => offerWriteAccess());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
