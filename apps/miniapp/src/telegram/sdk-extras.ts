// Sharing (issue 18.2) and the home screen (18.5) inside Telegram, fetched the first time one is
// used: none of it is needed to open the app, whose first load has a budget. It speaks through the
// bridge's own methods, handed in by sdk-setup.ts (this module imports nothing of the SDK itself,
// so the SDK's chunk stays as it is).
import type { openTelegramLink, postEvent, request, supports } from "@telegram-apps/sdk-react";
import type { HomeScreenStatus, TelegramExtras } from "./telegram-env.ts";

export interface ExtrasDeps {
  openTelegramLink: typeof openTelegramLink;
  postEvent: typeof postEvent;
  request: typeof request;
  supports: typeof supports;
  /** The client's Mini Apps version (launch parameters). */
  version: string;
}

export function createExtras({ openTelegramLink, postEvent, request, supports, version }: ExtrasDeps): TelegramExtras {
  const can = (method: Parameters<typeof supports>[0]) => supports(method, version);
  return {
    shareUrl(url, text) {
      // Telegram's share sheet is its t.me/share/url link (what the SDK's shareURL opens).
      if (!openTelegramLink.isAvailable()) return false;
      openTelegramLink(`https://t.me/share/url?${new URLSearchParams({ url, text: text ?? "" }).toString().replace(/\+/g, "%20")}`);
      return true;
    },
    canShareStory: () => can("web_app_share_to_story"),
    shareStory(mediaUrl, story) {
      if (!can("web_app_share_to_story")) return;
      // Telegram caps a caption at 200 characters for most users, a widget name at 48.
      postEvent("web_app_share_to_story", {
        media_url: mediaUrl,
        text: story.text.slice(0, 200),
        widget_link: { url: story.link, name: story.linkName.slice(0, 48) },
      });
    },
    // A client that cannot tell (or never answers) counts as "unsupported": nothing is offered.
    async homeScreenStatus(): Promise<HomeScreenStatus> {
      if (!can("web_app_check_home_screen") || !can("web_app_add_to_home_screen")) return "unsupported";
      try {
        const { status } = await request("web_app_check_home_screen", "home_screen_checked", { timeout: 3000 });
        return status === "added" || status === "missed" || status === "unknown" ? status : "unsupported";
      } catch (error) {
        console.warn("[telegram] home screen status unknown", error);
        return "unsupported";
      }
    },
    addToHomeScreen() {
      if (!can("web_app_add_to_home_screen")) return false;
      postEvent("web_app_add_to_home_screen");
      return true;
    },
  };
}
