// Issue 14.1: the tenant's pages name the business (header and tab title), and a tenant that does
// not exist is one "this page does not exist" screen, without the tenant's menu, login or register.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeControls } from "../test/fake-telegram.ts";
import { renderApp } from "../test/render-app.tsx";

const profile = (slug: string) => ({
  slug,
  name: "Студия «Лён»",
  timeZone: "Europe/Moscow",
  description: null,
  logoUrl: null,
  contacts: [],
  branding: { poweredBy: false, whiteLabel: false, primaryColor: null },
  chat: null,
});
let asked: { url: string; tenant: string | null }[] = [];

function stubServer(knownSlugs: string[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const tenant = new Headers(init.headers).get("X-Tenant");
      asked.push({ url, tenant });
      if (url === "/api/tenant/public") {
        return tenant && knownSlugs.includes(tenant)
          ? new Response(JSON.stringify(profile(tenant)), { status: 200 })
          : new Response(JSON.stringify({ error: "TENANT_NOT_FOUND", message: "Tenant not found" }), { status: 404 });
      }
      return new Response(JSON.stringify({ error: "NOT_FOUND", message: "Not found" }), { status: 404 });
    }),
  );
}

beforeEach(() => {
  asked = [];
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("tenant identity", () => {
  it("puts the business's name in the header and the tab title", async () => {
    stubServer(["lyon-studio"]);
    await renderApp(["/webapp/lyon-studio/services"]);
    expect(await screen.findByRole("link", { name: "Студия «Лён»" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Студия «Лён»"));
    expect(asked.filter((call) => call.url === "/api/tenant/public")).toEqual([{ url: "/api/tenant/public", tenant: "lyon-studio" }]);
  });

  it("shows an unknown tenant one not-found screen, with no register form and a way to the platform", async () => {
    stubServer([]);
    await renderApp(["/webapp/ghost-business/booking"]);
    expect(await screen.findByTestId("unknown-tenant")).toBeTruthy();
    expect(screen.getByText("Страница не найдена")).toBeTruthy();
    expect(screen.getByRole("link", { name: "На главную" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: /Войти/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Регистрация/ })).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
    await waitFor(() => expect(document.title).toBe("Страница не найдена"));
  });

  it("inside Telegram shows it without the web bar, and its button closes the mini app", async () => {
    stubServer([]);
    const fake = fakeControls();
    await renderApp(["/webapp/ghost-business/booking"], { isTelegram: true, controls: fake.controls });
    expect(await screen.findByTestId("unknown-tenant")).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("link", { name: "На главную" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Закрыть" }));
    expect(fake.controls.close).toHaveBeenCalledOnce();
  });
});
