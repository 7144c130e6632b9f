// Issue 18.2: Share goes through Telegram's sheet inside Telegram, the Web Share API where there is
// one, and the clipboard otherwise; a closed share sheet is not an error and copies nothing.
import { describe, expect, it, vi } from "vitest";
import { shareLink } from "./share.ts";
import type { TelegramControls } from "../telegram/telegram-env.ts";

const target = { url: "https://book.example.com/webapp/salon/booking?service=1", text: "Salon: Haircut" };

function browser({ share, copy = vi.fn(() => Promise.resolve()) }: { share?: () => Promise<void>; copy?: () => Promise<void> } = {}) {
  return { share, clipboard: { writeText: copy } } as unknown as Pick<Navigator, "share" | "clipboard">;
}

/** Telegram's controls whose share sheet answers with `shareUrl`. */
function telegram(shareUrl: (url: string, text?: string) => boolean) {
  return { extras: () => Promise.resolve({ shareUrl }) } as unknown as Pick<TelegramControls, "extras">;
}

describe("shareLink", () => {
  it("uses Telegram's share sheet inside Telegram, and nothing else", async () => {
    const shareUrl = vi.fn(() => true);
    const nav = browser({ share: vi.fn(() => Promise.resolve()) });
    expect(await shareLink(target, { controls: telegram(shareUrl), navigator: nav })).toBe("telegram");
    expect(shareUrl).toHaveBeenCalledWith(target.url, target.text);
    expect(nav.share).not.toHaveBeenCalled();
  });

  it("uses the Web Share API where Telegram cannot share", async () => {
    const share = vi.fn(() => Promise.resolve());
    expect(await shareLink(target, { controls: telegram(() => false), navigator: browser({ share }) })).toBe("native");
    expect(share).toHaveBeenCalledWith({ url: target.url, text: target.text });
  });

  it("copies the link when there is no share sheet, or the sheet fails", async () => {
    const copy = vi.fn(() => Promise.resolve());
    expect(await shareLink(target, { navigator: browser({ copy }) })).toBe("copied");
    const broken = vi.fn(() => Promise.reject(new Error("not allowed")));
    expect(await shareLink(target, { navigator: browser({ share: broken, copy }) })).toBe("copied");
    expect(copy).toHaveBeenCalledTimes(2);
    expect(copy).toHaveBeenCalledWith(target.url);
  });

  it("treats a closed share sheet as cancelled, copying nothing", async () => {
    const copy = vi.fn(() => Promise.resolve());
    const closed = () => Promise.reject(new DOMException("closed", "AbortError"));
    expect(await shareLink(target, { navigator: browser({ share: closed, copy }) })).toBe("cancelled");
    expect(copy).not.toHaveBeenCalled();
  });

  it("says it failed when even the clipboard refuses", async () => {
    expect(await shareLink(target, { navigator: browser({ copy: () => Promise.reject(new Error("denied")) }) })).toBe("failed");
  });
});
