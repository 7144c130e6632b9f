// Spec §2 Overview: tenant id (its slug), display name, current plan, active or inactive, and the
// expiry date when there is one; the booking page's address, QR and bot link, today's and upcoming
// bookings (issue 15.8), the widget for the owner's site (issue 31.6); then the plan's limits and how much of them is used (issue 15.7). A renewal
// left unpaid in the grace days is named first, with the way to the Subscription tab (issue 15.6).
import { useTranslation } from "react-i18next";
import { staffPath } from "../../router/staff-paths.ts";
import { BreakableText } from "../../components/BreakableText.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { formatInstantDate } from "../../lib/format.ts";
import { useProfileQuery, type Account } from "./account-data.ts";
import { PlanUsage } from "./PlanUsage.tsx";
import { BookingPageCard } from "./overview/BookingPageCard.tsx";
import { EmbedCard } from "./overview/EmbedCard.tsx";
import { tenantAddress } from "../../router/paths.ts";
import { OverviewBookings } from "./overview/OverviewBookings.tsx";
import "./overview/overview.css";

export function OverviewTab({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const { tenant } = account;
  const profile = useProfileQuery();
  const graceEndsAt = account.subscription.graceEndsAt;
  return (
    <>
      {graceEndsAt && (
        <div className="notice notice--warning" role="note" data-testid="overview-renewal-due">
          {t("account.subscription.renewalWaiting", {
            plan: t(`plans.names.${account.subscription.plan}`),
            date: formatInstantDate(graceEndsAt, i18n.language),
          })}{" "}
          <RouteLink href={staffPath(tenant.id, "settings", "subscription")}>{t("account.subscription.pay")}</RouteLink>
        </div>
      )}
      <div className="panel-card" data-testid="account-overview">
        <dl className="facts">
          <dt>{t("account.overview.tenantId")}</dt>
          <dd data-testid="overview-tenant-id">
            <BreakableText text={tenant.id} />
          </dd>
          <dt>{t("account.overview.displayName")}</dt>
          <dd>{tenant.displayName}</dd>
          <dt>{t("account.overview.plan")}</dt>
          <dd data-testid="overview-plan">{t(`plans.names.${tenant.subscriptionPlan}`)}</dd>
          <dt>{t("account.overview.status")}</dt>
          <dd className={tenant.isActive ? "status-ok" : "status-missing"}>
            {t(tenant.isActive ? "account.overview.active" : "account.overview.inactive")}
          </dd>
          {tenant.subscriptionExpiresAt && (
            <>
              <dt>{t("account.overview.expiresAt")}</dt>
              <dd>{formatInstantDate(tenant.subscriptionExpiresAt, i18n.language)}</dd>
            </>
          )}
        </dl>
      </div>
      <BookingPageCard account={account} profile={profile.data} />
      <EmbedCard
        bookingPageUrl={`${tenantAddress(tenant.id, { origin: window.location.origin, customDomain: tenant.customDomain })}/booking`}
      />
      <OverviewBookings slug={tenant.id} />
      <PlanUsage slug={tenant.id} />
    </>
  );
}
