// The Business tab (issue 15.5): what the storefront shows about the business. The logo saves on
// its own (upload/remove); the form saves name, description, time zone and contacts together.
import { Text } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import type { Account } from "../account-data.ts";
import { BusinessForm } from "./BusinessForm.tsx";
import { LogoSection } from "./LogoSection.tsx";
import { PrivacyPolicySection } from "./PrivacyPolicySection.tsx";
import "./business.css";

export function BusinessTab({ account }: { account: Account }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const settings = useQuery(trpc.account.business.queryOptions());
  if (settings.isPending) return <LoadingState />;
  if (settings.error || !settings.data) {
    return <ErrorBox error={settings.error} fallbackKey="account.errors.failedToLoadAccount" onRetry={() => void settings.refetch()} />;
  }
  return (
    <>
      <Text className="inset business-intro">{t("business.intro")}</Text>
      <LogoSection settings={settings.data} />
      {/* Keyed by the saved values, so a save that the server normalised shows its answer. */}
      <BusinessForm key={JSON.stringify(settings.data)} settings={settings.data} slug={account.tenant.id} />
      <PrivacyPolicySection slug={account.tenant.id} />
    </>
  );
}
