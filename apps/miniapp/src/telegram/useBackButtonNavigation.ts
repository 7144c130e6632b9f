// Telegram's BackButton mirrors in-app navigation: hidden on the root pages, and a press goes back
// in history, or to the nearest root when the app was opened directly on a deeper page.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isRootPage, tenantPath, tenantSlugFromPath } from "../router/paths.ts";
import { useTelegram } from "./TelegramContext.tsx";

/** react-router keeps the history index in `history.state.idx`; 0 means nothing to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

export function useBackButtonNavigation(): void {
  const { controls } = useTelegram();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!controls) return;
    if (isRootPage(pathname)) {
      controls.hideBackButton();
      return;
    }
    return controls.showBackButton(() => {
      if (canGoBack()) void navigate(-1);
      else {
        const slug = tenantSlugFromPath(pathname);
        void navigate(slug ? tenantPath(slug) : "/", { replace: true });
      }
    });
  }, [controls, pathname, navigate]);
}
