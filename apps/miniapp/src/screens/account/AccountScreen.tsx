// /account: the platform-level address of "my account". An owner is sent to their business's
// staff shell (Settings, or the page the old ?tab= named); a customer sees their own account here
// (issue 14.5), under the header of the business it was opened for (25.7); a visitor is asked to log in.
import { Button } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { errorStatusOf } from "../../api/api-error.ts";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { ErrorBox, LoadingState } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { DataProvider } from "../../data/DataProvider.tsx";
import { withData } from "../../data/withData.tsx";
import { useBusinessFrame } from "../../layout/site-frame.ts";
import { tenantPath } from "../../router/paths.ts";
import { accountTabLocation, queryWithout, staffPath } from "../../router/staff-paths.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useLoadFailureToast } from "../admin/ui/useLoadFailureToast.ts";
import {
  ACCOUNT_TENANT_PARAM,
  AccountTenantProvider,
  useAccountQuery,
  useAccountTenant,
  useOwnedTenantQuery,
  useProfileQuery,
  useResolvedAccountTenant,
} from "./account-data.ts";
import { CustomerAccount } from "./CustomerAccount.tsx";
import { PersonalInfoTab } from "./personal/PersonalInfoTab.tsx";
import { YourData } from "./personal/YourData.tsx";
import "./account.css";

/**
 * The owner's account pages live in the staff shell now (issue 26.1): an owner lands on the page
 * the old ?tab= named, under their business's address, with the rest of the query kept (an email
 * code link's code, a payment's return). Anyone else keeps this screen: a customer's own account.
 */
function AccountBody() {
  const { t } = useTranslation();
  const tenant = useAccountTenant();
  const account = useAccountQuery();
  const profile = useProfileQuery();
  const { search } = useLocation();
  // A 403 means "no business here": the customer's account below; anything else is a failure.
  useLoadFailureToast(errorStatusOf(account.error) === 403 ? null : account.error, "account.errors.failedToLoadAccount");
  useLoadFailureToast(profile.error, "account.errors.failedToLoadAccount");

  if (account.isPending) return <LoadingState />;
  if (account.data) {
    const slug = account.data.tenant.id;
    const { section, page } = accountTabLocation(new URLSearchParams(search).get("tab"));
    return <Navigate to={`${staffPath(slug, section, page)}${queryWithout(search, ["tab", ACCOUNT_TENANT_PARAM])}`} replace />;
  }
  if (errorStatusOf(account.error) !== 403)
    return <ErrorBox error={account.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void account.refetch()} />;
  return (
    <>
      <div className="inset">
        <Button size="s" mode="plain" Component={RouteLink} href={tenant ? tenantPath(tenant) : "/"}>
          ← {t("account.backToMain")}
        </Button>
      </div>
      <CustomerAccount
        personalInfo={
          profile.isPending ? (
            <LoadingState />
          ) : profile.data ? (
            <>
              <PersonalInfoTab profile={profile.data} />
              {/* Issue 30: the person's own data, download and deletion. */}
              <YourData profile={profile.data} />
            </>
          ) : (
            <ErrorBox error={profile.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void profile.refetch()} />
          )
        }
      />
    </>
  );
}

function AccountScreen() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const resolved = useResolvedAccountTenant();
  const owned = useOwnedTenantQuery(!resolved && !!user);
  const tenant = resolved ?? owned.data ?? undefined;
  // Opened for a business (from its page, or the one visited last): its header, not the platform's
  // (issue 25.7). An owner is sent on to their staff shell, which has its own.
  useBusinessFrame(resolved);
  let body = (
    <AccountTenantProvider value={tenant}>
      <DataProvider tenant={tenant}>
        <AccountBody />
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
