// Telegram's MainButton for a screen's primary action (book, register, save). Returns whether the
// native button is in use; when it is not (web), the screen renders an ordinary Button instead.
import { useEffect, useRef } from "react";
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
  // One press, one action (issue 19.5): a client may deliver two `main_button_pressed` in one task,
  // before the screen re-renders with its request in flight; the second is dropped until then.
  const pressingRef = useRef(false);

  useEffect(() => {
    controls?.setMainButton({ text, visible, enabled, loading });
  }, [controls, text, visible, enabled, loading]);

  useEffect(() => {
    if (!controls) return;
    const off = controls.onMainButtonClick(() => {
      if (pressingRef.current || blockedRef.current) return;
      pressingRef.current = true;
      // Released after this task: by then the screen rendered its loading (or disabled) state.
      setTimeout(() => { pressingRef.current = false; }, 0);
      onClickRef.current();
    });
    return () => {
      off();
      // Leaving the screen must not leave its button behind.
      controls.setMainButton({ text: "", visible: false, enabled: false, loading: false });
    };
  }, [controls]);

  return { native: !!controls };
}
