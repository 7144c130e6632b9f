// Issue 14.7: a screen whose chunk fails to download fails in place with Retry; offline it says
// so; Retry and the connection coming back download the chunk again, without reloading the page.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyScreen } from "../router/lazy-screen.ts";
import { renderWithApi } from "../screens/admin/ui/test-api.tsx";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

describe("a screen that failed to download", () => {
  it("fails in place, says when offline, and loads on Retry and when the connection is back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let downloads = 0;
    let reachable = false;
    const Screen = lazyScreen(async () => {
      downloads += 1;
      if (!reachable) throw new TypeError("Failed to fetch dynamically imported module");
      return { default: () => <p>the screen</p> };
    });
    setOnline(false);
    await renderWithApi(
      <>
        <nav>the tabs</nav>
        <ScreenErrorBoundary resetKey="/booking">
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </ScreenErrorBoundary>
      </>,
      { handlers: {} },
    );
    await screen.findByTestId("screen-failure");
    expect(screen.getByText("the tabs")).toBeTruthy();
    expect(screen.getByTestId("offline-note").textContent).toMatch(/offline/);
    expect(downloads).toBe(1);

    // Retry while the server is still unreachable: asked again, fails again, in place.
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByTestId("screen-failure");
    expect(downloads).toBe(2);

    // The connection is back: the screen downloads by itself.
    reachable = true;
    await act(async () => setOnline(true));
    await screen.findByText("the screen");
    expect(downloads).toBe(3);
    expect(screen.queryByTestId("offline-note")).toBeNull();
  });
});
