// BackButton and MainButton wiring, against a fake of the native controls (no Telegram needed).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeControls } from "../test/fake-telegram.ts";
import { TelegramProvider } from "./TelegramContext.tsx";
import { useBackButtonNavigation } from "./useBackButtonNavigation.ts";
import { useMainButton } from "./useMainButton.ts";

afterEach(cleanup);

function Shell() {
  useBackButtonNavigation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <span data-testid="path">{pathname}</span>
      <button type="button" onClick={() => void navigate("/webapp/acme/news")}>
        to news
      </button>
    </>
  );
}

describe("BackButton", () => {
  function renderAt(path: string) {
    const fake = fakeControls();
    // The app's own router (the BackButton reads the address at the press), opened on `path`.
    window.history.replaceState(null, "", path);
    render(
      <TelegramProvider value={{ isTelegram: true, controls: fake.controls }}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<Shell />} />
          </Routes>
        </BrowserRouter>
      </TelegramProvider>,
    );
    return fake;
  }

  it("is hidden on a root page and shown on deeper pages", () => {
    const fake = renderAt("/webapp/acme");
    expect(fake.state.backVisible).toBe(false);
    fireEvent.click(screen.getByText("to news"));
    expect(fake.state.backVisible).toBe(true);
  });

  it("leads to the tenant home when the app was opened on a deep page", () => {
    const fake = renderAt("/webapp/acme/booking");
    act(() => fake.pressBack());
    expect(screen.getByTestId("path").textContent).toBe("/webapp/acme");
    expect(fake.state.backVisible).toBe(false);
  });

  it("steps up one staff level per press, even for presses faster than the app re-renders", () => {
    const fake = renderAt("/webapp/acme/admin/settings/bot");
    act(() => {
      fake.pressBack();
      fake.pressBack();
    });
    expect(screen.getByTestId("path").textContent).toBe("/webapp/acme/admin/today");
  });
});

describe("useMainButton", () => {
  function ConfirmScreen({ onConfirm }: { onConfirm: () => void }) {
    const [ready, setReady] = useState(false);
    const { native } = useMainButton({ text: "Подтвердить запись", visible: ready, enabled: ready, onClick: onConfirm });
    return (
      <>
        <button type="button" onClick={() => setReady(true)}>
          choose slot
        </button>
        {!native && ready && (
          <button type="button" onClick={onConfirm}>
            web confirm
          </button>
        )}
      </>
    );
  }

  it("drives Telegram's MainButton and hides it when the screen unmounts", () => {
    const fake = fakeControls();
    const onConfirm = vi.fn();
    const view = render(
      <TelegramProvider value={{ isTelegram: true, controls: fake.controls }}>
        <ConfirmScreen onConfirm={onConfirm} />
      </TelegramProvider>,
    );
    expect(fake.state.main).toMatchObject({ visible: false, enabled: false });
    fireEvent.click(screen.getByText("choose slot"));
    expect(fake.state.main).toEqual({ text: "Подтвердить запись", visible: true, enabled: true, loading: false });
    expect(screen.queryByText("web confirm")).toBeNull();
    act(() => fake.pressMain());
    expect(onConfirm).toHaveBeenCalledOnce();
    view.unmount();
    expect(fake.state.main?.visible).toBe(false);
  });

  it("turns two presses in one task into one action, and ignores presses while loading (issue 19.5)", async () => {
    const fake = fakeControls();
    const onConfirm = vi.fn();
    function Busy() {
      const [loading, setLoading] = useState(false);
      useMainButton({
        text: "Book",
        visible: true,
        enabled: true,
        loading,
        onClick: () => {
          onConfirm();
          setLoading(true);
        },
      });
      return null;
    }
    render(
      <TelegramProvider value={{ isTelegram: true, controls: fake.controls }}>
        <Busy />
      </TelegramProvider>,
    );
    act(() => {
      fake.pressMain();
      fake.pressMain();
    });
    expect(onConfirm).toHaveBeenCalledOnce();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    act(() => fake.pressMain());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(fake.state.main).toMatchObject({ loading: true });
  });

  it("gives the button to the newest form and back to the older one when that form goes", () => {
    const fake = fakeControls();
    const [saveProfile, changePassword] = [vi.fn(), vi.fn()];
    function Form({ text, onClick }: { text: string; onClick: () => void }) {
      useMainButton({ text, visible: true, enabled: true, onClick });
      return null;
    }
    function Screen() {
      const [dialog, setDialog] = useState(false);
      return (
        <>
          <Form text="Save profile" onClick={saveProfile} />
          {dialog && <Form text="Change password" onClick={changePassword} />}
          <button type="button" onClick={() => setDialog(!dialog)}>
            toggle dialog
          </button>
        </>
      );
    }
    render(
      <TelegramProvider value={{ isTelegram: true, controls: fake.controls }}>
        <Screen />
      </TelegramProvider>,
    );
    expect(fake.state.main).toMatchObject({ text: "Save profile", visible: true });
    fireEvent.click(screen.getByText("toggle dialog"));
    expect(fake.state.main).toMatchObject({ text: "Change password", visible: true });
    act(() => fake.pressMain());
    expect([changePassword.mock.calls.length, saveProfile.mock.calls.length]).toEqual([1, 0]);
    fireEvent.click(screen.getByText("toggle dialog"));
    expect(fake.state.main).toMatchObject({ text: "Save profile", visible: true });
    act(() => fake.pressMain());
    expect([changePassword.mock.calls.length, saveProfile.mock.calls.length]).toEqual([1, 1]);
  });

  it("is a no-op on the web, where the screen shows its own button", () => {
    const onConfirm = vi.fn();
    render(
      <TelegramProvider value={{ isTelegram: false }}>
        <ConfirmScreen onConfirm={onConfirm} />
      </TelegramProvider>,
    );
    fireEvent.click(screen.getByText("choose slot"));
    fireEvent.click(screen.getByText("web confirm"));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
