// Sharing a link from the app (issue 18.2): Telegram's share-to-chat sheet inside Telegram, the
// Web Share API where the browser has one (phones), else the clipboard. The link is the page's web
// address, whose preview shows the business (the tenant page's link preview tags).
import type { TelegramControls } from "../telegram/telegram-env.ts";

export type ShareOutcome = "telegram" | "native" | "copied" | "cancelled" | "failed";

export interface ShareTarget {
  url: string;
  /** Said with the link: the business and what the link opens. */
  text: string;
  /** The business's picture (its logo), absolute: what a Telegram story shows. */
  image?: string;
  /** The business's name: the story's link widget. */
  name?: string;
}

export interface ShareWays {
  controls?: Pick<TelegramControls, "extras">;
  navigator?: Pick<Navigator, "share" | "clipboard">;
}

export async function shareLink(target: ShareTarget, ways: ShareWays = { navigator: globalThis.navigator }): Promise<ShareOutcome> {
  if (ways.controls && (await ways.controls.extras()).shareUrl(target.url, target.text)) return "telegram";
  const nav = ways.navigator;
  if (typeof nav?.share === "function") {
    try {
      await nav.share({ url: target.url, text: target.text });
      return "native";
    } catch (error) {
      // The user closed the sheet: nothing else to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await nav?.clipboard.writeText(target.url);
    return nav?.clipboard ? "copied" : "failed";
  } catch {
    return "failed";
  }
}
