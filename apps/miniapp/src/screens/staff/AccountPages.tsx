// The owner's account pages inside the staff shell (formerly /account's tabs): each runs with the
// account answer (GET /api/account, owner only) as before, and the personal page with the profile.
// The shell's tenant is the URL's, so the pages' tenant context is that slug.
import type { ReactNode } from "react";
import { errorStatusOf } from "../../api/api-error.ts";
import { ErrorBox, LoadingState } from "../../components/ListState.tsx";
import { NoBusinessPrompt } from "../account/NoBusinessPrompt.tsx";
import { AccountTenantProvider, useAccountQuery, useProfileQuery, type Account } from "../account/account-data.ts";
import { BotSettingsTab } from "../account/bot/BotSettingsTab.tsx";
import { BusinessTab } from "../account/business/BusinessTab.tsx";
import { DomainTab } from "../account/domain/DomainTab.tsx";
import { OverviewTab } from "../account/OverviewTab.tsx";
import { PaymentsTab } from "../account/payments/PaymentsTab.tsx";
import { PersonalInfoTab } from "../account/personal/PersonalInfoTab.tsx";
import { SubscriptionTab } from "../account/subscription/SubscriptionTab.tsx";
import { ApiTab } from "../account/api/ApiTab.tsx";
import { TeamTab } from "../account/team/TeamTab.tsx";
import { useLoadFailureToast } from "../admin/ui/useLoadFailureToast.ts";
import "../account/account.css";

type AccountPage = (props: { account: Account }) => ReactNode;

/** A query's body: loading, the red box (the setup prompt when the user owns no business here), or the content. */
function QueryBody<T>({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined; refetch(): unknown };
  children(data: T): ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (errorStatusOf(query.error) === 403) return <NoBusinessPrompt />;
  if (query.error || query.data === undefined)
    return <ErrorBox error={query.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

function AccountBound({ slug, Page }: { slug: string; Page: AccountPage }) {
  const account = useAccountQuery();
  useLoadFailureToast(errorStatusOf(account.error) === 403 ? null : account.error, "account.errors.failedToLoadAccount");
  return (
    <AccountTenantProvider value={slug}>
      <QueryBody query={account}>{(data) => <Page account={data} />}</QueryBody>
    </AccountTenantProvider>
  );
}

function accountPage(Page: AccountPage) {
  return function AccountPageView({ slug }: { slug: string }) {
    return <AccountBound slug={slug} Page={Page} />;
  };
}

export const OverviewPage = accountPage(OverviewTab);
export const BusinessPage = accountPage(BusinessTab);
export const SubscriptionPage = accountPage(SubscriptionTab);
export const BotPage = accountPage(BotSettingsTab);
export const DomainPage = accountPage(DomainTab);
export const PaymentsPage = accountPage(PaymentsTab);
export const ApiPage = accountPage(ApiTab);
export const MembersPage = accountPage(TeamTab);

/** Personal info: every staff member's own (GET /api/account/profile is the caller's). */
export function PersonalPage({ slug }: { slug: string }) {
  const profile = useProfileQuery();
  useLoadFailureToast(profile.error, "account.errors.failedToLoadAccount");
  return (
    <AccountTenantProvider value={slug}>
      <QueryBody query={profile}>{(data) => <PersonalInfoTab profile={data} />}</QueryBody>
    </AccountTenantProvider>
  );
}
