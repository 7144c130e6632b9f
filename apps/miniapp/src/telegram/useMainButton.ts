// Telegram's MainButton for a screen's primary action (the booking confirm). Returns whether the
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
  // The latest handler without re-subscribing on every render.
  const onClickRef = useRef(onClick);
  onClickRef.current = onClick;

  useEffect(() => {
    controls?.setMainButton({ text, visible, enabled, loading });
  }, [controls, text, visible, enabled, loading]);

  useEffect(() => {
    if (!controls) return;
    const off = controls.onMainButtonClick(() => onClickRef.current());
    return () => {
      off();
      // Leaving the screen must not leave its button behind.
      controls.setMainButton({ text: "", visible: false, enabled: false, loading: false });
    };
  }, [controls]);

  return { native: !!controls };
}
