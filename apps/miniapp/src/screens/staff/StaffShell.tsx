// The staff shell (issue 26.1): one frame for the back office and the owner's account. On a desk
// (>= 1024 px) a side navigation with the sections in groups and the content using the rest of
// the width; on a phone and in Telegram a compact bar whose Sections button opens every section
// at once (no strip to scroll sideways, no site navigation above the work). The section's pages
// are a row of links that wraps. The layout switch is CSS only (staff.css), so nothing jumps
// while the page loads.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LanguageToggle } from "../../components/LanguageToggle.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenErrorBoundary } from "../../components/ScreenErrorBoundary.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { tenantPath } from "../../router/paths.ts";
import type { StaffLocation } from "../../router/staff-paths.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useTelegram } from "../../telegram/TelegramContext.tsx";
import { useTenantProfile } from "../../tenant/tenant-profile.ts";
import { visiblePages, visibleSections, type StaffRole } from "./staff-access.ts";
import { useProfileQuery } from "../account/account-data.ts";
import { personalInfoNeedsAttention } from "../account/personal/attention.ts";
import { AttentionBadge, PageNav, SectionNav } from "./StaffNav.tsx";
import "../account/account.css";
import "../admin/ui/ui.css";
import "./staff.css";

function sectionBadges(attention: boolean) {
  return attention ? { settings: <AttentionBadge testId="attention-badge-section" /> } : {};
}

/** The way to the public page, who is signed in, and (on the web) Log out. */
function StaffFooter({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { user, telegramUser, logOut } = useSession();
  const { isTelegram } = useTelegram();
  const name = user?.firstName || telegramUser?.firstName || user?.username || "";
  return (
    <div className="staff-footer">
      <RouteLink className="staff-footer__link" href={tenantPath(slug)}>
        {t("staff.openPage")}
      </RouteLink>
      {name && <span className="staff-footer__user">{t("staff.signedInAs", { name })}</span>}
      {/* Inside Telegram the session is Telegram's own: no Log out (issue 14.3). */}
      {!isTelegram && (
        <button type="button" className="staff-footer__logout" onClick={() => void logOut()}>
          {t("staff.logout")}
        </button>
      )}
    </div>
  );
}

/** The phone's bar: the Sections button, the business's name, the language. */
function PhoneBar({ slug, businessName, role, attention }: { slug: string; businessName: string; role: StaffRole; attention: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isTelegram } = useTelegram();
  const [open, setOpen] = useState(false);
  // A section chosen (or back/forward) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger (a navigation), not a value the effect reads
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className="staff-bar" data-testid="staff-bar">
      <div className="staff-bar__row">
        <button
          type="button"
          className="staff-bar__menu"
          aria-expanded={open}
          aria-controls="staff-menu"
          data-testid="staff-menu-button"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="staff-bar__icon" aria-hidden="true">
            {open ? "✕" : "☰"}
          </span>
          {t("staff.menu")}
        </button>
        <span className="staff-bar__name" title={businessName}>
          {businessName}
        </span>
        {!isTelegram && <LanguageToggle className="staff__language" />}
      </div>
      {open && (
        <div id="staff-menu" className="staff-menu" data-testid="staff-menu">
          <SectionNav slug={slug} sections={visibleSections(role)} idPrefix="staff-menu" badges={sectionBadges(attention)} />
          <StaffFooter slug={slug} />
        </div>
      )}
    </div>
  );
}

/**
 * Another section or page shows what is true now: bookings made meanwhile by customers must not
 * wait out the cache's 30 s freshness (DataProvider). Only mounted queries refetch.
 */
function useFreshOnNavigation(pathname: string): void {
  const queryClient = useQueryClient();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger (a navigation), not a value the effect reads
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries();
  }, [pathname, queryClient]);
}

export function StaffShell({
  slug,
  location,
  role,
  children,
}: {
  slug: string;
  location: StaffLocation;
  role: StaffRole;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isTelegram } = useTelegram();
  const { profile } = useTenantProfile(slug);
  useFreshOnNavigation(pathname);
  const businessName = profile?.name ?? "";
  const pages = visiblePages(location.section, role);
  // Spec §2's red exclamation: on Settings wherever the member is, and on its Personal info page.
  const personal = useProfileQuery();
  const attention = !!personal.data && personalInfoNeedsAttention(personal.data);
  const title = t(`staff.sections.${location.section}`);
  useDocumentTitle(businessName ? `${title} · ${businessName}` : title);
  return (
    <div className="staff" data-testid="staff-shell" data-section={location.section} data-page={location.page}>
      <aside className="staff__side" data-testid="staff-side">
        <div className="staff__brand">
          <span className="staff__business" title={businessName}>
            {businessName}
          </span>
          {!isTelegram && <LanguageToggle className="staff__language" />}
        </div>
        <SectionNav slug={slug} sections={visibleSections(role)} idPrefix="staff-side" badges={sectionBadges(attention)} />
        <StaffFooter slug={slug} />
      </aside>
      <div className="staff__main">
        <PhoneBar slug={slug} businessName={businessName} role={role} attention={attention} />
        <main className="staff__content" id="staff-content">
          <header className="staff__header">
            <h1 className="staff__title">{title}</h1>
            {pages.length > 1 && (
              <PageNav
                slug={slug}
                location={location}
                pages={pages}
                badges={attention ? { personal: <AttentionBadge testId="attention-badge" /> } : {}}
              />
            )}
          </header>
          <div className="staff__panel" data-testid="staff-panel">
            {/* A page that fails fails in place: the navigation stays usable. */}
            <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
