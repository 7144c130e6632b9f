// Issue 25.7: a customer's account opened for a business (its home links /account?tenant=<slug>)
// carries that business's header (name, logo, to its home) and colours, not the platform's; opened
// for no business it keeps the platform's.
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app.tsx";

const PLATFORM_NAME = "Запись к эксперту";
const profile = {
  slug: "lyon",
  name: "Студия «Лён»",
  timeZone: "Europe/Moscow",
  description: null,
  logoUrl: "/api/tenant/logo/lyon.png",
  contacts: [],
  branding: { poweredBy: false, whiteLabel: false, primaryColor: "#aa3366" },
  chat: null,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const trpcFailure = (error: string, httpStatus: number) =>
  json({ error: { message: error, code: -32603, data: { error, httpStatus } } }, httpStatus);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("authToken", "token-1");
  // A customer: no business of their own here (GET /api/account answers 403).
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/user/me") return json({ id: "u1", role: "USER", firstName: "Анна" });
      if (url === "/api/tenant/public") return json(profile);
      if (url.startsWith("/trpc/account.get")) return trpcFailure("FORBIDDEN", 403);
      if (url.startsWith("/trpc/user.tenants")) return json({ result: { data: [] } });
      return json({ error: "NOT_FOUND", message: "Not found" }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a customer's account", () => {
  it("opened for a business wears its header and colours", async () => {
    await renderApp(["/account?tenant=lyon"]);
    await screen.findByTestId("customer-account");
    const home = await screen.findByRole("link", { name: "Студия «Лён»" });
    expect(home.getAttribute("href")).toBe("/webapp/lyon");
    expect(home.querySelector("img")?.getAttribute("src")).toBe(profile.logoUrl);
    expect((home.closest(".page") as HTMLElement).style.getPropertyValue("--tgui--button_color")).toBe("#aa3366");
    expect(screen.queryByRole("link", { name: PLATFORM_NAME })).toBeNull();
    await waitFor(() => expect(document.title).toBe("Студия «Лён»"));
  });

  it("opened for no business keeps the platform's header", async () => {
    await renderApp(["/account"]);
    await screen.findByTestId("customer-account");
    expect(screen.getByRole("link", { name: PLATFORM_NAME }).getAttribute("href")).toBe("/");
  });
});
