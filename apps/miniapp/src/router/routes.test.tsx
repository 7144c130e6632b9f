import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/render-app.tsx";
import { LEGACY_TENANT_PAGES } from "./paths.ts";

beforeEach(() => {
  localStorage.clear();
  // Screens that load data must not reach for a server that is not there (the tests check routing).
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ error: "NOT_FOUND", message: "Not found" }), { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A logged-in admin, so that the redirected /admin stays on the admin page. */
function stubAdminSession(): void {
  localStorage.setItem("authToken", "token-1");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/user/me"
        ? new Response(JSON.stringify({ id: "u1", role: "ADMIN", firstName: "Анна" }), { status: 200 })
        : new Response(JSON.stringify({ error: "NOT_FOUND", message: "Not found" }), { status: 404 }),
    ),
  );
}

describe("legacy top-level paths", () => {
  it.each(LEGACY_TENANT_PAGES)("/%s replaces itself with the same page of the default tenant", async (page) => {
    stubAdminSession();
    const { probe } = await renderApp([`/${page}`]);
    await waitFor(() => expect(probe.location?.pathname).toBe(`/webapp/default/${page}`));
    expect(probe.navigationType).toBe("REPLACE");
  });

  it("keeps the query string, the hash and deeper segments", async () => {
    const { probe } = await renderApp(["/articles/42?ref=bot&x=1#top"]);
    await waitFor(() => expect(probe.location?.pathname).toBe("/webapp/default/articles/42"));
    expect(probe.location?.search).toBe("?ref=bot&x=1");
    expect(probe.location?.hash).toBe("#top");
  });

  it("leaves no history entry for the legacy path when reached by a link", async () => {
    const { probe } = await renderApp(["/webapp/default"]);
    await waitFor(() => expect(probe.navigate).toBeDefined());
    await act(async () => {
      await probe.navigate?.("/services?page=2");
    });
    await waitFor(() => expect(probe.location?.pathname).toBe("/webapp/default/services"));
    expect(probe.location?.search).toBe("?page=2");
    await act(async () => {
      await probe.navigate?.(-1);
    });
    await waitFor(() => expect(probe.location?.pathname).toBe("/webapp/default"));
  });

  it("sends /webapp without a tenant to the default tenant", async () => {
    const { probe } = await renderApp(["/webapp"]);
    await waitFor(() => expect(probe.location?.pathname).toBe("/webapp/default"));
    expect(probe.navigationType).toBe("REPLACE");
  });
});

describe("tenant area", () => {
  it("shows the tenant home with links to the tenant's own pages", async () => {
    await renderApp(["/webapp/acme"]);
    expect(await screen.findByRole("heading", { name: "Онлайн-запись" })).toBeTruthy();
    const newsLinks = screen.getAllByRole("link", { name: /Новости/ });
    expect(newsLinks.map((link) => link.getAttribute("href"))).toContain("/webapp/acme/news");
    expect(screen.getAllByRole("link", { name: /Войти/ })[0]?.getAttribute("href")).toBe("/webapp/acme/login");
    // A visitor sees neither My Bookings nor Admin.
    expect(screen.queryByRole("link", { name: /Мои записи/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Админ-панель/ })).toBeNull();
  });

  it("loads a lazy screen for a tenant page", async () => {
    await renderApp(["/webapp/acme/services"]);
    expect(await screen.findByRole("heading", { name: "Услуги" })).toBeTruthy();
  });

  it("redirects a visitor away from the admin page to /", async () => {
    const { probe } = await renderApp(["/webapp/acme/admin"]);
    await waitFor(() => expect(probe.location?.pathname).toBe("/"));
  });

  it("shows My Bookings, Admin and the greeting to a logged-in admin", async () => {
    stubAdminSession();
    await renderApp(["/webapp/acme"]);
    expect(await screen.findByText(/Привет, Анна/)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /Мои записи/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: /Админ-панель/ })[0]?.getAttribute("href")).toBe("/webapp/acme/admin");
    expect(screen.getByText("Админ")).toBeTruthy();
  });

  it("opens the staff area on Today, in its own shell without the site's menu (issue 26.1)", async () => {
    stubAdminSession();
    const { probe } = await renderApp(["/webapp/acme/admin"]);
    await waitFor(() => expect(probe.location?.pathname).toBe("/webapp/acme/admin/today"));
    expect(probe.navigationType).toBe("REPLACE");
    expect(await screen.findByRole("heading", { level: 1, name: "Сегодня" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Меню" })).toBeNull();
    const sections = screen.getAllByRole("navigation", { name: "Разделы кабинета" })[0]!;
    expect(sections.querySelector('a[data-section="stats"]')?.getAttribute("href")).toBe("/webapp/acme/admin/stats");
  });

  it.each([
    ["?tab=news", "/webapp/acme/admin/content", ""],
    ["?tab=confirmations&status=PENDING", "/webapp/acme/admin/calendar/confirmations", "?status=PENDING"],
    ["?tab=availability", "/webapp/acme/admin/schedule", ""],
    ["?tab=nope", "/webapp/acme/admin/today", ""],
  ])("sends the old admin address %s to its section", async (query, pathname, search) => {
    stubAdminSession();
    const { probe } = await renderApp([`/webapp/acme/admin${query}`]);
    await waitFor(() => expect(probe.location?.pathname).toBe(pathname));
    expect(probe.location?.search).toBe(search);
    expect(probe.navigationType).toBe("REPLACE");
  });

  it("keeps the owner's account pages from an ADMIN who is not the owner", async () => {
    stubAdminSession();
    const { probe } = await renderApp(["/webapp/acme/admin/settings/bot"]);
    await waitFor(() => expect(probe.location?.pathname).toBe("/webapp/acme/admin/settings/personal"));
  });

  it("steps through sections with back and forward", async () => {
    stubAdminSession();
    const { probe } = await renderApp(["/webapp/acme/admin/today"]);
    await screen.findByRole("heading", { level: 1, name: "Сегодня" });
    await act(async () => {
      await probe.navigate?.("/webapp/acme/admin/stats");
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Статистика" })).toBeTruthy();
    await act(async () => {
      await probe.navigate?.(-1);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Сегодня" })).toBeTruthy();
    await act(async () => {
      await probe.navigate?.(1);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Статистика" })).toBeTruthy();
  });

  it("shows the not-found page for an unknown tenant page", async () => {
    await renderApp(["/webapp/acme/nope"]);
    expect(await screen.findByText("Страница не найдена")).toBeTruthy();
    expect(screen.getByRole("link", { name: "На главную" }).getAttribute("href")).toBe("/webapp/acme");
  });
});

describe("top-level pages", () => {
  it("renders the landing page with plans for a visitor", async () => {
    await renderApp(["/"]);
    expect(await screen.findByText("Онлайн-запись для консультантов и экспертов")).toBeTruthy();
    expect(screen.getByText("Профессиональный")).toBeTruthy();
    expect(screen.getByText("Популярный")).toBeTruthy();
  });

  it("shows the not-found page for an unknown top-level path", async () => {
    await renderApp(["/no/such/page"]);
    expect(await screen.findByText("Страница не найдена")).toBeTruthy();
  });

  it.each([
    ["/login", "Вход"],
    ["/register", "Регистрация"],
    ["/account", "Настройки аккаунта"],
    ["/setup", "Настройка бизнеса"],
    ["/payment/result", "Оплата"],
  ])("%s renders its screen", async (path, title) => {
    await renderApp([path]);
    expect(await screen.findByRole("heading", { name: title })).toBeTruthy();
  });
});
