import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/http.ts";
import type { KeyValueStore } from "../lib/storage.ts";
import { TelegramProvider } from "../telegram/TelegramContext.tsx";
import { WEB_ENV, type TelegramEnv } from "../telegram/telegram-env.ts";
import { rootPageOf, SessionProvider, useSession, type SessionContextValue } from "./SessionProvider.tsx";
import type { SessionUser } from "../api/rest.ts";
import { sessionUser } from "../test/session-user.ts";

afterEach(cleanup);

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const TELEGRAM: TelegramEnv = { isTelegram: true, user: { id: 7, firstName: "Иван", languageCode: "ru" } };

interface RenderOptions {
  telegram?: TelegramEnv;
  store: KeyValueStore;
  fetchUser: () => Promise<SessionUser>;
  reloadRoot?: () => void;
  revoke?: () => Promise<unknown>;
}

function renderSession(options: RenderOptions) {
  const seen: { current?: SessionContextValue } = {};
  function Probe() {
    seen.current = useSession();
    return <span>{seen.current.state.status}</span>;
  }
  render(
    <TelegramProvider value={options.telegram ?? WEB_ENV}>
      <SessionProvider fetchUser={options.fetchUser} storage={options.store} reloadRoot={options.reloadRoot} revoke={options.revoke}>
        <Probe />
      </SessionProvider>
    </TelegramProvider>,
  );
  return seen;
}

describe("SessionProvider", () => {
  it("counts as loading from the first render on another tenant until that tenant's user is in", async () => {
    const store = memoryStore({ authToken: "t1" });
    let resolveSecond: (user: SessionUser) => void = () => undefined;
    const fetchUser = vi
      .fn<() => Promise<SessionUser>>()
      .mockResolvedValueOnce(sessionUser({ id: "u1", role: "CUSTOMER" }))
      .mockImplementationOnce(() => new Promise((resolve) => (resolveSecond = resolve)));
    const loadingSeen: Array<[string | undefined, boolean, string | undefined]> = [];
    function Probe({ tenant }: { tenant?: string }) {
      const session = useSession();
      loadingSeen.push([tenant, session.loading, session.user?.role]);
      return <span>{session.state.status}</span>;
    }
    const tree = (tenant?: string) => (
      <TelegramProvider value={WEB_ENV}>
        <SessionProvider tenant={tenant} fetchUser={fetchUser} storage={store}>
          <Probe tenant={tenant} />
        </SessionProvider>
      </TelegramProvider>
    );
    const view = render(tree(undefined));
    await screen.findByText("authenticated");
    loadingSeen.length = 0;
    view.rerender(tree("acme"));
    // Not one render on "acme" shows the other tenant's CUSTOMER as settled.
    expect(loadingSeen.filter(([tenant, loading]) => tenant === "acme" && !loading)).toEqual([]);
    await act(async () => resolveSecond(sessionUser({ id: "u1", role: "ADMIN" })));
    expect(loadingSeen.at(-1)).toEqual(["acme", false, "ADMIN"]);
  });

  it("loads the user for a stored token and caches it under `user`", async () => {
    const store = memoryStore({ authToken: "t1" });
    const fetchUser = vi.fn(async () => sessionUser({ id: "u1", firstName: "Анна" }));
    const seen = renderSession({ store, fetchUser });
    await screen.findByText("authenticated");
    expect(seen.current?.user?.firstName).toBe("Анна");
    expect(JSON.parse(store.data.user ?? "null")).toEqual(sessionUser({ id: "u1", firstName: "Анна" }));
    expect(seen.current?.registrationNeeded).toBe(false);
  });

  it("asks an unknown Telegram user to register", async () => {
    const store = memoryStore();
    const seen = renderSession({
      telegram: TELEGRAM,
      store,
      fetchUser: async () => {
        throw new ApiError(404, "userNotFound");
      },
    });
    await screen.findByText("unregistered");
    expect(seen.current?.registrationNeeded).toBe(true);
    expect(seen.current?.telegramUser?.firstName).toBe("Иван");
  });

  it("removes the token when the server rejects it", async () => {
    const store = memoryStore({ authToken: "stale", user: "{}" });
    renderSession({
      store,
      fetchUser: async () => {
        throw new ApiError(401, "UNAUTHORIZED");
      },
    });
    await screen.findByText("anonymous");
    expect(store.data.authToken).toBeUndefined();
    expect(store.data.user).toBeUndefined();
  });

  it("does not call the server without an identity", async () => {
    const fetchUser = vi.fn(async () => sessionUser({ id: "u1" }));
    renderSession({ store: memoryStore(), fetchUser });
    await screen.findByText("anonymous");
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it("logs out by ending the server session, removing the token and reloading the root", async () => {
    const store = memoryStore({ authToken: "t1" });
    const reloadRoot = vi.fn();
    const revoke = vi.fn(async () => {
      expect(store.data.authToken).toBe("t1"); // still there for the request's Authorization header
    });
    const seen = renderSession({ store, fetchUser: async () => sessionUser({ id: "u1" }), reloadRoot, revoke });
    await screen.findByText("authenticated");
    await act(async () => {
      await seen.current?.logOut();
    });
    expect(revoke).toHaveBeenCalledOnce();
    expect(store.data.authToken).toBeUndefined();
    expect(reloadRoot).toHaveBeenCalledOnce();
  });

  it("still logs out when the server cannot end the session", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = memoryStore({ authToken: "t1" });
    const reloadRoot = vi.fn();
    const seen = renderSession({
      store,
      fetchUser: async () => sessionUser({ id: "u1" }),
      reloadRoot,
      revoke: async () => {
        throw new ApiError(0);
      },
    });
    await screen.findByText("authenticated");
    await act(async () => {
      await seen.current?.logOut();
    });
    expect(store.data.authToken).toBeUndefined();
    expect(reloadRoot).toHaveBeenCalledOnce();
  });

  it("stores user and token after a login", async () => {
    const store = memoryStore();
    const seen = renderSession({ store, fetchUser: async () => sessionUser({ id: "x" }) });
    await screen.findByText("anonymous");
    act(() => seen.current?.logIn(sessionUser({ id: "u2", role: "ADMIN" }), "new-token"));
    await waitFor(() => expect(seen.current?.isAdmin).toBe(true));
    expect(store.data.authToken).toBe("new-token");
  });
});

describe("where a logout lands (issue 14.3)", () => {
  it("inside Telegram the tenant's home with the launch hash, never the marketing page; the web's root page otherwise", () => {
    window.location.hash = "#tgWebAppPlatform=android";
    expect(rootPageOf(true, "acme")).toBe("/webapp/acme#tgWebAppPlatform=android");
    expect(rootPageOf(true, undefined)).toBe("/webapp/default#tgWebAppPlatform=android");
    expect(rootPageOf(false, "acme")).toBe("/");
    window.location.hash = "";
  });
});
