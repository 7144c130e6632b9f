import { createContext, useContext } from "react";
import { WEB_ENV, type TelegramEnv } from "./telegram-env.ts";

const TelegramContext = createContext<TelegramEnv>(WEB_ENV);

export const TelegramProvider = TelegramContext.Provider;

export function useTelegram(): TelegramEnv {
  return useContext(TelegramContext);
}
