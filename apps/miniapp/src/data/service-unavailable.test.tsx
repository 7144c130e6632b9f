// Issue 27.2 in the client: while the server answers 503 SERVICE_UNAVAILABLE the app says
// "temporarily unavailable, retrying" and retries reads until a good answer takes the notice away;
// a mutation answered 503 is sent again with the same Idempotency-Key; a 4xx is never retried.
import { useMutation, useQuery } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nextProvider } from "react-i18next";
import { createAppI18n } from "../i18n.ts";
import { resetServiceStatus } from "../lib/service-status.ts";
import { ServiceUnavailableNotice } from "../components/ServiceUnavailableNotice.tsx";
import { SessionProvider } from "../session/SessionProvider.tsx";
import { TelegramProvider } from "../telegram/TelegramContext.tsx";
import { WEB_ENV } from "../telegram/telegram-env.ts";
import { DataProvider, retryDelay, shouldRetry, shouldRetryMutation } from "./DataProvider.tsx";
import { useTRPC } from "./trpc.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetServiceStatus();
});

const UNAVAILABLE = {
  error: { message: "unavailable", code: -32603, data: { error: "SERVICE_UNAVAILABLE", httpStatus: 503, code: "SERVICE_UNAVAILABLE" } },
};

/** A server answering the given statuses in turn (then 200 for ever); records each call's Idempotency-Key. */
function stubServer(statuses: number[]) {
  const calls: { url: string; key: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), key: new Headers(init.headers).get("Idempotency-Key") });
      const status = statuses.shift() ?? 200;
      const body = status === 503 ? UNAVAILABLE : { result: { data: [{ plan: "PRO" }] } };
      return new Response(JSON.stringify(body), { status, headers: status === 503 ? { "Retry-After": "2" } : {} });
    }),
  );
  return calls;
}

const english = await createAppI18n({ storage: { getItem: () => "en" } });

function renderIn(tenant: string, ui: React.ReactNode, i18n = english) {
  render(
    <I18nextProvider i18n={i18n}>
      <TelegramProvider value={WEB_ENV}>
        <SessionProvider fetchUser={() => new Promise(() => undefined)}>
          <MemoryRouter initialEntries={[`/webapp/${tenant}`]}>
            <Routes>
              <Route
                path="/webapp/:tenantName/*"
                element={
                  <DataProvider>
                    <ServiceUnavailableNotice />
                    {ui}
                  </DataProvider>
                }
              />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </TelegramProvider>
    </I18nextProvider>,
  );
}

function Plans() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.tenant.plans.queryOptions());
  return <p>{plans.data ? `plan ${(plans.data[0] as { plan: string }).plan}` : "loading"}</p>;
}

describe("the server temporarily unavailable (503)", () => {
  it("says so while it retries a read, and the first good answer takes the notice away", async () => {
    const calls = stubServer([503]);
    renderIn("unavail-read", <Plans />);
    const notice = await screen.findByTestId("service-unavailable");
    expect(notice).toHaveProperty("textContent", "Temporarily unavailable, retrying…");
    expect(notice.getAttribute("role")).toBe("status");
    await screen.findByText("plan PRO", {}, { timeout: 5_000 });
    expect(screen.queryByTestId("service-unavailable")).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it("is said in Russian too", async () => {
    stubServer([503, 503, 503]);
    const russian = await createAppI18n({ storage: { getItem: () => "ru" } });
    renderIn("unavail-ru", <Plans />, russian);
    expect((await screen.findByTestId("service-unavailable")).textContent).toBe("Сервис временно недоступен, повторяем попытку…");
  });

  it("sends a mutation again after a 503 with the same Idempotency-Key", async () => {
    const calls = stubServer([503]);
    function Open() {
      const trpc = useTRPC();
      const open = useMutation(trpc.calendar.openFeed.mutationOptions());
      return (
        <button type="button" onClick={() => open.mutate(undefined as never)}>
          {open.isSuccess ? "done" : "open"}
        </button>
      );
    }
    renderIn("unavail-mutation", <Open />);
    act(() => screen.getByRole("button").click());
    await screen.findByText("done", {}, { timeout: 5_000 });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.key).toMatch(/\S{16,}/);
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it("retries reads for about a minute on 503, others twice, a 4xx never; mutations only on 503", () => {
    const status = (httpStatus: number) => ({ name: "TRPCClientError", data: { error: "X", httpStatus } });
    expect(shouldRetry(29, status(503))).toBe(true);
    expect(shouldRetry(30, status(503))).toBe(false);
    expect(shouldRetry(1, status(500))).toBe(true);
    expect(shouldRetry(2, status(500))).toBe(false);
    expect(shouldRetry(0, status(409))).toBe(false);
    expect(shouldRetryMutation(0, status(503))).toBe(true);
    expect(shouldRetryMutation(3, status(503))).toBe(false);
    expect(shouldRetryMutation(0, status(500))).toBe(false);
    expect(shouldRetryMutation(0, { name: "TRPCClientError" })).toBe(false);
    expect(retryDelay(5, status(503))).toBe(2_000);
    expect(retryDelay(1, status(500))).toBe(2_000);
  });
});

it("a later good answer anywhere clears the notice (the REST door reports too)", async () => {
  const { http } = await import("../api/http.ts");
  stubServer([503]);
  render(
    <I18nextProvider i18n={english}>
      <ServiceUnavailableNotice />
    </I18nextProvider>,
  );
  await http.get("/services").catch(() => undefined);
  await waitFor(() => expect(screen.queryByTestId("service-unavailable")).not.toBeNull());
  await http.get("/services");
  await waitFor(() => expect(screen.queryByTestId("service-unavailable")).toBeNull());
});
