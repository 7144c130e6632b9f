import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageToggle } from "./components/LanguageToggle.tsx";
import { AppProviders } from "./AppProviders.tsx";
import { createAppI18n, otherLanguage, startLanguage, switchLanguage } from "./i18n.ts";
import { SessionProvider } from "./session/SessionProvider.tsx";
import { WEB_ENV } from "./telegram/telegram-env.ts";

function memoryStore(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial };
  return {
    data,
    getItem: (key: string) => data[key] ?? null,
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
    removeItem: (key: string) => {
      delete data[key];
    },
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("start language", () => {
  it("is Russian even when the browser prefers English", async () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("en-US");
    const i18n = await createAppI18n({ storage: memoryStore() });
    expect(i18n.language).toBe("ru");
    expect(i18n.t("nav.home")).toBe("Главная");
    expect(document.documentElement.lang).toBe("ru");
  });

  it("is the language chosen earlier in this browser", async () => {
    expect(startLanguage(memoryStore({ language: "en" }))).toBe("en");
    const i18n = await createAppI18n({ storage: memoryStore({ language: "en" }) });
    expect(i18n.t("nav.home")).toBe("Home");
    // The server paints the next tenant page's first screen in it (the language cookie).
    expect(document.cookie).toContain("lang=en");
    await i18n.changeLanguage("ru");
    expect(document.cookie).toContain("lang=ru");
  });

  it("ignores a stored value that is not a supported language", () => {
    expect(startLanguage(memoryStore({ language: "de" }))).toBe("ru");
  });
});

describe("switching", () => {
  it("offers the other language", () => {
    expect(otherLanguage("ru")).toBe("en");
    expect(otherLanguage("en")).toBe("ru");
  });

  it("changes the language, stores the choice and saves it on the server", async () => {
    const i18n = await createAppI18n({ storage: memoryStore() });
    const store = memoryStore();
    const saveRemote = vi.fn(async () => undefined);
    await switchLanguage(i18n, "en", { storage: store, saveRemote });
    expect(i18n.language).toBe("en");
    expect(i18n.t("nav.home")).toBe("Home");
    expect(store.data.language).toBe("en");
    expect(saveRemote).toHaveBeenCalledWith("en");
  });

  it("only logs a failed server save", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const i18n = await createAppI18n({ storage: memoryStore() });
    await expect(
      switchLanguage(i18n, "en", {
        storage: memoryStore(),
        saveRemote: async () => {
          throw new Error("offline");
        },
      }),
    ).resolves.toBeUndefined();
    expect(i18n.language).toBe("en");
    expect(warn).toHaveBeenCalled();
  });
});

describe("LanguageToggle", () => {
  async function renderToggle() {
    const i18n = await createAppI18n({ storage: memoryStore() });
    render(
      <AppProviders telegram={WEB_ENV} i18n={i18n}>
        <SessionProvider>
          <LanguageToggle />
        </SessionProvider>
      </AppProviders>,
    );
    return i18n;
  }

  it("shows EN while Russian is on, switches, and remembers the choice in localStorage", async () => {
    const i18n = await renderToggle();
    fireEvent.click(screen.getByRole("button", { name: "EN, Переключить на английский" }));
    await waitFor(() => expect(i18n.language).toBe("en"), { timeout: 15_000 });
    expect(await screen.findByRole("button", { name: "RU, Switch to Russian" })).toBeTruthy();
    expect(screen.getByText("RU")).toBeTruthy();
    expect(localStorage.getItem("language")).toBe("en");
  });

  it("sends PUT /api/user/language for a logged-in user", async () => {
    localStorage.setItem("authToken", "t1");
    const fetchMock = vi.fn(
      async (url: string) =>
        new Response(url.endsWith("/user/me") ? JSON.stringify({ id: "u1", firstName: "Анна" }) : "{}", { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const i18n = await renderToggle();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/user/me", expect.anything()));
    fireEvent.click(screen.getByText("EN"));
    // English resources load lazily; under a busy test run that can take over the default 1 s.
    await waitFor(() => expect(i18n.language).toBe("en"), { timeout: 15_000 });
    await waitFor(
      () =>
        expect(fetchMock).toHaveBeenCalledWith("/api/user/language", expect.objectContaining({ method: "PUT", body: '{"language":"en"}' })),
      { timeout: 15_000 },
    );
  });
});
