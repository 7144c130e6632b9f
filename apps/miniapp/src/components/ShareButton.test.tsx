// Issue 18.2: Share inside Telegram opens its share sheet; a business with a logo can also go to a
// story where the client has the story editor, and only there.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../AppProviders.tsx";
import { createAppI18n } from "../i18n.ts";
import { fakeControls } from "../test/fake-telegram.ts";
import { ShareButton } from "./ShareButton.tsx";

afterEach(cleanup);

const target = {
  url: "https://book.example.com/webapp/acme/booking?service=1",
  text: "Acme: Haircut",
  name: "Acme",
  image: "https://book.example.com/media/logo.png",
};

async function renderButton(story: boolean, shared = target) {
  const { controls } = fakeControls();
  const shareUrl = vi.fn(() => true);
  const shareStory = vi.fn();
  Object.assign(controls, { extras: () => Promise.resolve({ shareUrl, shareStory, canShareStory: () => story }) });
  const i18n = await createAppI18n({ storage: { getItem: () => "en" } });
  render(
    <AppProviders telegram={{ isTelegram: true, controls }} i18n={i18n}>
      <ShareButton target={shared} />
    </AppProviders>,
  );
  return { shareUrl, shareStory };
}

describe("ShareButton in Telegram", () => {
  it("shares the link through Telegram's sheet, and the logo to a story with the link as its widget", async () => {
    const { shareUrl, shareStory } = await renderButton(true);
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(shareUrl).toHaveBeenCalledWith(target.url, target.text));
    fireEvent.click(await screen.findByRole("button", { name: "To story" }));
    await waitFor(() => expect(shareStory).toHaveBeenCalledWith(target.image, { text: target.text, link: target.url, linkName: "Acme" }));
  });

  it("offers no story without the story editor or without a logo", async () => {
    await renderButton(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("button", { name: "To story" })).toBeNull();
    cleanup();
    await renderButton(true, { ...target, image: undefined as unknown as string });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "To story" })).toBeNull();
  });
});
