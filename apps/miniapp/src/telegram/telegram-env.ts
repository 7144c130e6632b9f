// What the rest of the app knows about Telegram. The SDK itself is loaded only inside Telegram
// (see telegram.ts), so components talk to it through `TelegramControls`, never directly.

/** The messaging identity of spec §3, from the (signed) init data. */
export interface TelegramUser {
  id: number;
  firstName: string;
  lastName?: string;
  username?: string;
  /** Spec §3: defaults to en. */
  languageCode: string;
  photoUrl?: string;
  /** The bot may already message this user (they started it or allowed it before). */
  allowsWriteToPm?: boolean;
}

/** The user's own contact as Telegram shared it. */
export interface SharedContact {
  /** International form with its "+" (Telegram sends it without). */
  phone: string;
  /** Telegram's answer as received (`contact=...&auth_date=...&hash=...`, signed by the bot): the
   * server verifies the phone with it (POST /api/user/phone/telegram-contact). */
  signed: string;
}

export interface MainButtonParams {
  text: string;
  visible: boolean;
  enabled: boolean;
  loading: boolean;
}

/** The native Telegram controls the app uses; every method is safe to call once set up. */
export interface TelegramControls {
  /** Shows the BackButton and handles its presses until the returned cleanup runs. */
  showBackButton(onClick: () => void): () => void;
  hideBackButton(): void;
  setMainButton(params: MainButtonParams): void;
  onMainButtonClick(onClick: () => void): () => void;
  hapticHeavy(): void;
  hapticSuccess(): void;
  isDark(): boolean;
  onThemeChange(listener: () => void): () => void;
  /** Opens a page outside the app (payment, t.me) through Telegram, never in the app's own frame. */
  openExternal(url: string): void;
  /** Closes the mini app (where the client allows it), e.g. to reopen it with fresh launch data. */
  close(): void;
  /** Asks Telegram for the user's contact (requestContact); undefined when declined or unsupported. */
  requestContact(): Promise<SharedContact | undefined>;
  /** Asks Telegram to let the bot message the user: true allowed, false refused, undefined unsupported. */
  requestWriteAccess(): Promise<boolean | undefined>;
  /** Sharing and the home screen (issues 18.2, 18.5): their code is fetched when first used (first-load budget). */
  extras(): Promise<TelegramExtras>;
}

export type HomeScreenStatus = "added" | "missed" | "unknown" | "unsupported";

export interface TelegramExtras {
  /** Telegram's share-to-chat sheet for a link (issue 18.2); false when the client cannot. */
  shareUrl(url: string, text?: string): boolean;
  /** Whether the client has Telegram's story editor (mobile clients, Mini Apps 7.8+). */
  canShareStory(): boolean;
  /** Opens the story editor on an image, with a caption and a link widget (shown for Premium users). */
  shareStory(mediaUrl: string, story: { text: string; link: string; linkName: string }): void;
  /** Whether the app is on the device's home screen (issue 18.5); "unsupported" by older clients. */
  homeScreenStatus(): Promise<HomeScreenStatus>;
  /** Telegram's add-to-home-screen prompt; false when the client cannot show it. */
  addToHomeScreen(): boolean;
}

export interface TelegramEnv {
  /** True only inside Telegram (or the dev/e2e mock); then `controls` is present. */
  isTelegram: boolean;
  /** Raw init data, sent as `X-Telegram-Init-Data`; the server validates its signature. */
  initDataRaw?: string;
  user?: TelegramUser;
  /** `start_param` of a deep link (`t.me/<bot>/<app>?startapp=<value>`). */
  startParam?: string;
  platform?: string;
  controls?: TelegramControls;
}

export const WEB_ENV: TelegramEnv = { isTelegram: false };
