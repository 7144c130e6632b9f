// What every update handler gets: grammY's context plus the reader's language and texts, and the
// dependencies createBot() is given (so tests and both processes wire the same bot).
import type { Context } from "grammy";
import type {
  BookingDecisionOutcome,
  BookingDecisionRequest,
  TelegramClaimOutcome,
  TelegramClaimRequest,
  TelegramLinkSender,
} from "@booking/core";
import type { BotLanguage, BotTexts } from "./texts.ts";

export interface LanguageFlavor {
  lang: BotLanguage;
  texts: BotTexts;
}

export type BotContext = Context & LanguageFlavor;

/** Which bot this is: the platform's, or a tenant's own (it then acts for that tenant only). */
export type BotScope = { kind: "platform" } | { kind: "tenant"; tenantId: string; tenantSlug: string };

export type LinkOutcome = { outcome: "linked"; language: BotLanguage } | { outcome: "invalid" } | { outcome: "taken" };

/** The domain operations the bot calls (createBotServices wires them to the database). */
export interface BotServices {
  /** The linked account's language, or null when this Telegram user has no account. */
  accountLanguage(telegramId: number): Promise<BotLanguage | null>;
  /** Stores the language on the linked account; false without one. */
  setAccountLanguage(telegramId: number, language: BotLanguage): Promise<boolean>;
  /** The user wrote to a bot: notifications may reach them again. */
  markReachable(telegramId: number): Promise<void>;
  /** `/start link_...` on the platform bot. */
  linkAccount(token: string, sender: TelegramLinkSender): Promise<LinkOutcome>;
  /** The page a team invitation token belongs to (any state; the page tells), or null. */
  invitationTarget(token: string): Promise<{ slug: string; displayName: string; role: string } | null>;
  decideBooking(request: BookingDecisionRequest): Promise<BookingDecisionOutcome>;
  /** A waitlist offer's Claim button (issue 18.3). */
  claimWaitlist(request: TelegramClaimRequest): Promise<TelegramClaimOutcome>;
  /** The sender's own shared phone: verified on their linked account. */
  verifyPhone(
    telegramId: number,
    phoneNumber: string,
  ): Promise<{ outcome: "verified"; phone: string } | { outcome: "invalid" | "no-account" }>;
}

export interface BotDeps {
  scope: BotScope;
  /** e.g. https://example.com; the mini app is at /webapp/{slug}. */
  publicUrl: string;
  services: BotServices;
  /** Failures worth a log line that the user does not need to hear about. */
  onError: (error: unknown) => void;
}
