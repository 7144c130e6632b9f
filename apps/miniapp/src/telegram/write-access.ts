// Issue 18.1: a customer who opened the mini app from a shared link never started the bot, so it
// cannot message them. Right after their first booking (when it matters) the app explains why and
// asks Telegram's write-access request once per Telegram user and device; the answer goes to the
// server, which sends their booking messages by email when it is "no".
import { useSyncExternalStore } from "react";
import { appStorage, STORAGE_KEYS } from "../lib/storage.ts";
import type { TelegramEnv } from "./telegram-env.ts";

let offered = false;
const listeners = new Set<() => void>();

function askedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(appStorage.getItem(STORAGE_KEYS.writeAccessAsked) ?? "[]");
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** Whether this launch should be asked: inside Telegram, a bot that may not write yet, not asked here before. */
export function shouldAskWriteAccess(env: TelegramEnv): boolean {
  if (!env.isTelegram || !env.user || !env.controls || env.user.allowsWriteToPm === true) return false;
  return !askedIds().includes(String(env.user.id));
}

export function rememberWriteAccessAsked(telegramId: number): void {
  appStorage.setItem(STORAGE_KEYS.writeAccessAsked, JSON.stringify([...new Set([...askedIds(), String(telegramId)])]));
}

/** Called when a booking was made: the prompt (WriteAccessPrompt) decides whether to show. */
export function offerWriteAccess(): void {
  offered = true;
  listeners.forEach((listener) => listener());
}

export function dismissWriteAccessOffer(): void {
  offered = false;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWriteAccessOffered(): boolean {
  return useSyncExternalStore(subscribe, () => offered);
}
