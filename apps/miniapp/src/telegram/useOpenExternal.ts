// Leaving the app for a page outside it (a payment page, a t.me link; issue 19.4). Inside Telegram
// it goes through Telegram's open-link methods, which never navigate the mini app's own frame
// (payment pages refuse to be framed); on the web the tab goes there as before.
import { useCallback } from "react";
import { useTelegram } from "./TelegramContext.tsx";

export function useOpenExternal(): (url: string) => void {
  const { controls } = useTelegram();
  return useCallback(
    (url: string) => {
      if (controls) controls.openExternal(url);
      else window.location.assign(url);
    },
    [controls],
  );
}
