// Issue 14.3: inside Telegram a form's primary action is the MainButton (its label, disabled and
// loading states follow the form's), and pressing it runs the form's own submit handler; the web
// keeps the visible button.
import { AppRoot } from "@telegram-apps/telegram-ui";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState, type FormEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeControls } from "../../test/fake-telegram.ts";
import { TelegramProvider } from "../../telegram/TelegramContext.tsx";
import { WEB_ENV, type TelegramEnv } from "../../telegram/telegram-env.ts";
import { SubmitButton } from "./SubmitButton.tsx";

afterEach(cleanup);

function SaveForm({ onSave }: { onSave: (name: string) => void }) {
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name);
    setSaving(true);
  };
  return (
    <form noValidate onSubmit={submit}>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <SubmitButton submitting={saving} submittingLabel="Saving…" disabled={!name}>
        Save
      </SubmitButton>
    </form>
  );
}

const renderIn = (telegram: TelegramEnv, onSave: (name: string) => void) =>
  render(
    <AppRoot>
      <TelegramProvider value={telegram}>
        <SaveForm onSave={onSave} />
      </TelegramProvider>
    </AppRoot>,
  );

describe("SubmitButton", () => {
  it("inside Telegram is the MainButton: no visible button, the press submits the form once", () => {
    const fake = fakeControls();
    const onSave = vi.fn();
    renderIn({ isTelegram: true, controls: fake.controls }, onSave);
    expect(screen.queryByRole("button")).toBeNull();
    expect(fake.state.main).toEqual({ text: "Save", visible: true, enabled: false, loading: false });
    act(() => fake.pressMain());
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("name"), { target: { value: "Anna" } });
    expect(fake.state.main).toMatchObject({ enabled: true });
    act(() => fake.pressMain());
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Anna");
    expect(fake.state.main).toMatchObject({ text: "Save", loading: true });
  });

  it("hides the MainButton when the form goes", () => {
    const fake = fakeControls();
    const view = renderIn({ isTelegram: true, controls: fake.controls }, vi.fn());
    view.unmount();
    expect(fake.state.main?.visible).toBe(false);
  });

  it("on the web is an ordinary submit button", () => {
    const onSave = vi.fn();
    renderIn(WEB_ENV, onSave);
    fireEvent.change(screen.getByLabelText("name"), { target: { value: "Anna" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith("Anna");
    expect(screen.getByRole("button").textContent).toBe("Saving…");
  });
});
