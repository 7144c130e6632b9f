// Spec §5: a failed validation gives heavy haptic feedback. Without Telegram these are no-ops.
import { useMemo } from "react";
import { useTelegram } from "./TelegramContext.tsx";

export interface Haptics {
  validationError(): void;
  success(): void;
}

export function useHaptics(): Haptics {
  const { controls } = useTelegram();
  return useMemo(
    () => ({
      validationError: () => controls?.hapticHeavy(),
      success: () => controls?.hapticSuccess(),
    }),
    [controls],
  );
}
