import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ApiError } from "../api/http.ts";
import { AppProviders } from "../AppProviders.tsx";
import { createAppI18n } from "../i18n.ts";
import { WEB_ENV } from "../telegram/telegram-env.ts";
import { useToast, type ToastApi } from "./ToastProvider.tsx";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The app's providers with a handle on the toast API (i18n loaded in real time, then fake timers). */
async function renderToasts(): Promise<{ current?: ToastApi }> {
  vi.useRealTimers();
  const i18n = await createAppI18n({ storage: { getItem: () => null } });
  vi.useFakeTimers();
  const api: { current?: ToastApi } = {};
  function Grab() {
    api.current = useToast();
    return null;
  }
  render(
    <AppProviders telegram={WEB_ENV} i18n={i18n}>
      <Grab />
    </AppProviders>,
  );
  return api;
}

it("renders stacked toasts with translated server errors and removes them after 3.3 s", async () => {
  const api = await renderToasts();

  act(() => {
    api.current?.success("Настройки сохранены");
    api.current?.failure(new ApiError(409, "SLOT_TAKEN", "This time slot has just been taken"));
    api.current?.failure(new ApiError(0), "alerts.errors.failedToSave");
  });
  expect(screen.getByRole("status").textContent).toContain("Настройки сохранены");
  expect(screen.getAllByRole("alert").map((node) => node.textContent)).toEqual([
    expect.stringContaining("Это время только что заняли"),
    expect.stringContaining("Не удалось сохранить"),
  ]);

  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(screen.getByRole("status").className).toContain("toast--leaving");
  act(() => {
    vi.advanceTimersByTime(300);
  });
  expect(screen.queryByRole("status")).toBeNull();
  expect(screen.queryAllByRole("alert")).toHaveLength(0);
});

it("keeps a reached plan limit on screen, naming the limit and offering the upgrade, until closed", async () => {
  const api = await renderToasts();
  act(() => {
    api.current?.failure(new ApiError(403, "PLAN_LIMIT_SERVICES", "Your FREE plan allows at most 1 service"));
  });
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  const notice = screen.getByTestId("plan-limit-notice");
  expect(notice.textContent).toContain("Достигнут лимит услуг");
  expect(screen.getByRole("link", { name: "Повысить тариф" }).getAttribute("href")).toContain("tab=subscription");
  act(() => {
    screen.getByRole("button", { name: "Закрыть" }).click();
  });
  expect(screen.queryByTestId("plan-limit-notice")).toBeNull();
});
