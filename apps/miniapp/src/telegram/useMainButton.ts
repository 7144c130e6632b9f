// Telegram's MainButton for a screen's primary action (book, register, save). Returns whether the
// native button is in use; when it is not (web), the screen renders an ordinary Button instead.
import { useEffect, useRef } from "react";
import { claimMainButton, updateMainButton, type MainButtonClaim } from "./main-button-claims.ts";
import { useTelegram } from "./TelegramContext.tsx";

export interface MainButtonOptions {
  text: string;
  visible: boolean;
  enabled: boolean;
  loading?: boolean;
  onClick: () => void;
}

export function useMainButton({ text, visible, enabled, loading = false, onClick }: MainButtonOptions): { native: boolean } {
  const { controls } = useTelegram();
  // The latest handler and state without re-subscribing on every render.
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;
  const blockedRef = useRef(loading || !enabled);
  blockedRef.current = loading || !enabled;
  const claimRef = useRef<MainButtonClaim | null>(null);

  useEffect(() => {
    if (!controls) return;
    // One press, one action (issue 19.5): a client may deliver two `main_button_pressed` in one task,
    // before the screen re-renders with its request in flight; the second is dropped until then.
    let pressing = false;
    const claim: MainButtonClaim = {
      params: { text: "", visible: false, enabled: false, loading: false },
      press() {
        if (pressing || blockedRef.current) return;
        pressing = true;
        // Released after this task: by then the screen rendered its loading (or disabled) state.
        setTimeout(() => {
          pressing = false;
        }, 0);
        onClickRef.current();
      },
    };
    claimRef.current = claim;
    const release = claimMainButton(controls, claim);
    return () => {
      claimRef.current = null;
      release();
    };
  }, [controls]);

  useEffect(() => {
    if (controls && claimRef.current) updateMainButton(controls, claimRef.current, { text, visible, enabled, loading });
  }, [controls, text, visible, enabled, loading]);

  return { native: !!controls };
}
