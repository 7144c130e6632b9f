// BotServices on the real database: thin wrappers over @booking/core.
import { AppError } from "@booking/contracts";
import {
  accountLanguageOf,
  claimFromTelegram,
  consumeTelegramLinkToken,
  decidePendingBooking,
  type Databases,
  invitationTenant,
  markTelegramReachable,
  setAccountLanguage,
  supportedLanguage,
  verifyPhoneFromTelegram,
} from "@booking/core";
import type { BotServices } from "./context.ts";

export function createBotServices(dbs: Databases): BotServices {
  const db = dbs.platform;
  return {
    accountLanguage: (telegramId) => accountLanguageOf(db, telegramId),
    setAccountLanguage: (telegramId, language) => setAccountLanguage(db, telegramId, language),
    markReachable: (telegramId) => markTelegramReachable(db, telegramId),
    async linkAccount(token, sender) {
      try {
        const user = await consumeTelegramLinkToken(db, token, sender);
        return { outcome: "linked", language: supportedLanguage(user.language) };
      } catch (error) {
        if (error instanceof AppError && error.code === "LINK_TOKEN_INVALID") return { outcome: "invalid" };
        if (error instanceof AppError && error.code === "USER_EXISTS") return { outcome: "taken" };
        throw error;
      }
    },
    decideBooking: (request) => decidePendingBooking(dbs, request),
    claimWaitlist: (request) => claimFromTelegram(dbs, request, new Date()),
    invitationTarget: (token) => invitationTenant(dbs.sql, token),
    async verifyPhone(telegramId, phoneNumber) {
      try {
        const user = await verifyPhoneFromTelegram(db, BigInt(telegramId), phoneNumber);
        return user?.phone ? { outcome: "verified", phone: user.phone } : { outcome: "no-account" };
      } catch (error) {
        if (error instanceof AppError && error.code === "invalidPhone") return { outcome: "invalid" };
        throw error;
      }
    },
  };
}
