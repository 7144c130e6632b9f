// The staff shell's navigation (issue 26.1): the sections in their groups (the desk's side
// navigation, and the phone's section menu), and a section's pages as a row of links that wraps.
// Links, not tabs: every section and page is an address, so back and forward step through them.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { STAFF_GROUPS, staffPath, type StaffLocation, type StaffPage, type StaffSection } from "../../router/staff-paths.ts";

/** The red exclamation of spec §2 while the personal info needs the member's attention; its own accessible text. */
export function AttentionBadge({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="attention-badge" role="img" aria-label={t("account.personalInfo.needsAttention")} data-testid={testId}>
      !
    </span>
  );
}

export function SectionNav({
  slug,
  sections,
  idPrefix,
  badges = {},
}: {
  slug: string;
  sections: readonly StaffSection[];
  idPrefix: string;
  badges?: Partial<Record<StaffSection, ReactNode>>;
}) {
  const { t } = useTranslation();
  return (
    <nav className="staff-nav" aria-label={t("staff.navLabel")} data-testid={`${idPrefix}-nav`}>
      {STAFF_GROUPS.map((group) => {
        const shown = group.sections.filter((section) => sections.includes(section));
        if (shown.length === 0) return null;
        const labelId = `${idPrefix}-group-${group.key}`;
        return (
          <div key={group.key} className="staff-nav__group">
            <p className="staff-nav__group-label" id={labelId}>
              {t(`staff.groups.${group.key}`)}
            </p>
            <ul className="staff-nav__list" aria-labelledby={labelId}>
              {shown.map((section) => (
                <li key={section}>
                  <NavLink
                    to={staffPath(slug, section)}
                    className={({ isActive }) => `staff-nav__link${isActive ? " staff-nav__link--active" : ""}`}
                    data-section={section}
                  >
                    {t(`staff.sections.${section}`)}
                    {badges[section]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

export function PageNav({
  slug,
  location,
  pages,
  badges = {},
}: {
  slug: string;
  location: StaffLocation;
  pages: readonly StaffPage[];
  badges?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation();
  return (
    <nav className="staff-pages" aria-label={t("staff.pagesLabel")}>
      <ul className="staff-pages__list">
        {pages.map((page) => {
          const current = page === location.page;
          return (
            <li key={page}>
              <Link
                to={staffPath(slug, location.section, page)}
                className={`staff-pages__link${current ? " staff-pages__link--current" : ""}`}
                aria-current={current ? "page" : undefined}
                data-page={page}
              >
                {t(`staff.pages.${location.section}.${page}`)}
                {badges[page]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
