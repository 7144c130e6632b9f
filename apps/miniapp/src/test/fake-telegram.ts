// A fake of the native Telegram controls for component tests: records the BackButton and the
// MainButton as the app set them up, and presses them as a client would.
import { vi } from "vitest";
import type { MainButtonParams, TelegramControls } from "../telegram/telegram-env.ts";

export function fakeControls() {
  let back: (() => void) | undefined;
  let main: (() => void) | undefined;
  const state = { backVisible: false, main: undefined as MainButtonParams | undefined };
  const controls: TelegramControls = {
    showBackButton: (onClick) => {
      state.backVisible = true;
      back = onClick;
      return () => {
        back = undefined;
      };
    },
    hideBackButton: () => {
      state.backVisible = false;
    },
    setMainButton: (params) => {
      state.main = params;
    },
    onMainButtonClick: (onClick) => {
      main = onClick;
      return () => {
        main = undefined;
      };
    },
    hapticHeavy: vi.fn(),
    hapticSuccess: vi.fn(),
    isDark: () => false,
    onThemeChange: () => () => {},
    openExternal: vi.fn(),
    close: vi.fn(),
    requestContact: () => Promise.resolve(undefined),
    requestWriteAccess: () => Promise.resolve(undefined),
    extras: () =>
      Promise.resolve({
        shareUrl: () => false,
        canShareStory: () => false,
        shareStory: () => undefined,
        homeScreenStatus: () => Promise.resolve("unsupported" as const),
        addToHomeScreen: () => false,
      }),
  };
  return { controls, state, pressBack: () => back?.(), pressMain: () => main?.() };
}
