// Telegram's BackButton mirrors in-app navigation: hidden on the root pages, and a press goes back
// in history, or to the nearest root when the app was opened directly on a deeper page. In the
// staff area it steps up one level (issue 26.1): a page to its section, a section to Today, Today
// to the business's home, whatever the sections visited before.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isRootPage, tenantPath, tenantSlugFromPath } from "../router/paths.ts";
import { staffParentPath } from "../router/staff-paths.ts";
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
      // The address at the press, not at the last render: a press right after a navigation (before
      // this effect runs again) must still step up from where the app now is.
      const staffParent = staffParentPath(window.location.pathname);
      if (staffParent) void navigate(staffParent);
      else if (canGoBack()) void navigate(-1);
      else {
        const slug = tenantSlugFromPath(window.location.pathname);
        void navigate(slug ? tenantPath(slug) : "/", { replace: true });
      }
    });
  }, [controls, pathname, navigate]);
}
