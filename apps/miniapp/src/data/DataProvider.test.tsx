// The data layer sends each call to the tenant it serves (the route's, or the one a screen outside
// the tenant area names) and keeps each tenant's answers in that tenant's own cache, so query keys
// from queryOptions never need to name the tenant.
import { useQuery } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../session/SessionProvider.tsx";
import { TelegramProvider } from "../telegram/TelegramContext.tsx";
import { WEB_ENV } from "../telegram/telegram-env.ts";
import { DataProvider } from "./DataProvider.tsx";
import { useTRPC } from "./trpc.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface SentCall {
  url: string;
  tenant: string | null;
}

function stubServer(): SentCall[] {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const tenant = new Headers(init.headers).get("X-Tenant");
      sent.push({ url: String(url), tenant });
      return new Response(JSON.stringify({ result: { data: [{ plan: `plans-of-${tenant ?? "server-choice"}` }] } }), { status: 200 });
    }),
  );
  return sent;
}

function Plans({ label }: { label: string }) {
  const trpc = useTRPC();
  const plans = useQuery(trpc.tenant.plans.queryOptions());
  return (
    <p>
      {label}: {plans.data ? (plans.data[0] as { plan: string }).plan : "…"}
    </p>
  );
}

function renderAt(path: string, ui: React.ReactNode) {
  render(
    <TelegramProvider value={WEB_ENV}>
      <SessionProvider fetchUser={() => new Promise(() => undefined)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/webapp/:tenantName/*" element={ui} />
            <Route path="/account" element={ui} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </TelegramProvider>,
  );
}

describe("DataProvider", () => {
  it("sends the route's tenant with each call", async () => {
    const sent = stubServer();
    renderAt(
      "/webapp/acme/booking",
      <DataProvider>
        <Plans label="route" />
      </DataProvider>,
    );
    await screen.findByText("route: plans-of-acme");
    expect(sent).toEqual([{ url: expect.stringMatching(/^\/trpc\/tenant\.plans/), tenant: "acme" }]);
  });

  it("sends the named tenant, and keeps its answers apart from the page's own", async () => {
    const sent = stubServer();
    renderAt(
      "/account",
      <DataProvider>
        <Plans label="page" />
        <DataProvider tenant="salon">
          <Plans label="salon" />
        </DataProvider>
      </DataProvider>,
    );
    await screen.findByText("page: plans-of-server-choice");
    await screen.findByText("salon: plans-of-salon");
    expect(sent.map((call) => call.tenant).sort()).toEqual(["salon", null].sort());
  });
});
