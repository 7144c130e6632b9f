// Spec §2 "Account screen" (owner area): title, a link back to the main page and six tabs,
// starting on overview. It loads the account, the profile and the plans; the personal-info tab
// carries a red exclamation while something there needs the owner's attention.
import { Button } from "@telegram-apps/telegram-ui";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorStatusOf } from "../../api/api-error.ts";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { ErrorBox, LoadingState } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { DataProvider } from "../../data/DataProvider.tsx";
import { withData } from "../../data/withData.tsx";
import { tenantPath } from "../../router/paths.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { TabBar, tabPanelProps } from "../admin/ui/TabBar.tsx";
import { useLoadFailureToast } from "../admin/ui/useLoadFailureToast.ts";
import { useTabParam } from "../admin/ui/use-tab-param.ts";
import {
  AccountTenantProvider,
  rememberAccountTenant,
  useAccountQuery,
  useAccountTenant,
  useProfileQuery,
  usePlansQuery,
  useResolvedAccountTenant,
  useOwnedTenantQuery,
  type Account,
} from "./account-data.ts";
import { BotSettingsTab } from "./BotSettingsTab.tsx";
import { BusinessTab } from "./business/BusinessTab.tsx";
import { CustomerAccount } from "./CustomerAccount.tsx";
import { DomainTab } from "./domain/DomainTab.tsx";
import { NoBusinessPrompt } from "./NoBusinessPrompt.tsx";
import { OverviewTab } from "./OverviewTab.tsx";
import { PaymentsTab } from "./payments/PaymentsTab.tsx";
import { personalInfoNeedsAttention } from "./personal/attention.ts";
import { PersonalInfoTab } from "./personal/PersonalInfoTab.tsx";
import { YourData } from "./personal/YourData.tsx";
import { SubscriptionTab } from "./subscription/SubscriptionTab.tsx";
import { ApiTab } from "./api/ApiTab.tsx";
import { TeamTab } from "./team/TeamTab.tsx";
import "./account.css";

export const ACCOUNT_TABS = [
  "overview",
  "business",
  "personalInfo",
  "subscription",
  "botSettings",
  "domain",
  "payments",
  "team",
  "api",
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const ACCOUNT_TAB_CONTENT: Readonly<Record<Exclude<AccountTab, "personalInfo">, (props: { account: Account }) => ReactNode>> = {
  overview: OverviewTab,
  business: BusinessTab,
  subscription: SubscriptionTab,
  botSettings: BotSettingsTab,
  domain: DomainTab,
  payments: PaymentsTab,
  team: TeamTab,
  api: ApiTab,
};

function AttentionBadge() {
  const { t } = useTranslation();
  return (
    <span className="attention-badge" role="img" aria-label={t("account.personalInfo.needsAttention")} data-testid="attention-badge">
      !
    </span>
  );
}

/** A query's body: loading, the red box (plus the setup prompt when the user owns no tenant here), or the content. */
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

function AccountTabs() {
  const { t } = useTranslation();
  const tenant = useAccountTenant();
  const account = useAccountQuery();
  const profile = useProfileQuery();
  usePlansQuery();
  const [active, setActive] = useTabParam(ACCOUNT_TABS, "overview");
  // A 403 means "no business here yet", which the tabs explain; anything else is a failure.
  useLoadFailureToast(errorStatusOf(account.error) === 403 ? null : account.error, "account.errors.failedToLoadAccount");
  useLoadFailureToast(profile.error, "account.errors.failedToLoadAccount");

  const slug = account.data?.tenant.id ?? tenant;
  const loadedSlug = account.data?.tenant.id;
  useEffect(() => {
    if (loadedSlug) rememberAccountTenant(loadedSlug);
  }, [loadedSlug]);

  const needsAttention = !!profile.data && personalInfoNeedsAttention(profile.data);
  const tabs = ACCOUNT_TABS.map((key) => ({
    key,
    label: t(`account.tabs.${key}`),
    badge: key === "personalInfo" && needsAttention ? <AttentionBadge /> : undefined,
  }));
  const Content = active === "personalInfo" ? null : ACCOUNT_TAB_CONTENT[active];
  const back = (
    <div className="inset">
      <Button size="s" mode="plain" Component={RouteLink} href={slug ? tenantPath(slug) : "/"}>
        ← {t("account.backToMain")}
      </Button>
    </div>
  );
  const personalInfo = (
    <QueryBody query={profile}>
      {(data) => (
        <>
          <PersonalInfoTab profile={data} />
          {/* Issue 30: the person's own data, download and deletion. */}
          <YourData profile={data} />
        </>
      )}
    </QueryBody>
  );

  if (account.isPending) return <LoadingState />;
  // Not an owner here (403): a customer's account, without the owner's tabs (issue 14.5).
  if (errorStatusOf(account.error) === 403)
    return (
      <>
        {back}
        <CustomerAccount personalInfo={personalInfo} />
      </>
    );

  return (
    <>
      {back}
      <TabBar idPrefix="account" label={t("account.title")} tabs={tabs} active={active} onChange={setActive} />
      <div className="tab-panel" {...tabPanelProps("account", active)}>
        {Content ? <QueryBody query={account}>{(data) => <Content account={data} />}</QueryBody> : personalInfo}
      </div>
    </>
  );
}

function AccountScreen() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const resolved = useResolvedAccountTenant();
  const owned = useOwnedTenantQuery(!resolved && !!user);
  const tenant = resolved ?? owned.data ?? undefined;
  let body = (
    <AccountTenantProvider value={tenant}>
      <DataProvider tenant={tenant}>
        <AccountTabs />
      </DataProvider>
    </AccountTenantProvider>
  );
  if (loading || (!resolved && user && owned.isLoading)) body = <LoadingState />;
  else if (!user) {
    body = (
      <div className="form">
        <FormMessage tone="info">{t("account.loginRequired")}</FormMessage>
        <Button size="l" stretched Component={RouteLink} href="/login">
          {t("nav.login")}
        </Button>
      </div>
    );
  }
  return <ScreenFrame title={t("account.title")}>{body}</ScreenFrame>;
}

export default withData(AccountScreen);
