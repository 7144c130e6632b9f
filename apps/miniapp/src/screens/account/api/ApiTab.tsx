// The account's API tab (issue 16.3): API keys and webhooks. Below PROFESSIONAL the plan has no API
// access (the server answers PLAN_API_NOT_ALLOWED), so the tab says what is missing and offers the
// upgrade instead of forms that would be refused.
import { Button } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { staffPath } from "../../../router/staff-paths.ts";
import { RouteLink } from "../../../components/RouteLink.tsx";
import type { Account } from "../account-data.ts";
import { ApiKeysSection } from "./ApiKeysSection.tsx";
import { WebhooksSection } from "./WebhooksSection.tsx";
import "./api.css";

export function ApiTab({ account }: { account: Account }) {
  const { t } = useTranslation();
  if (!account.subscription.limits.allowsApiAccess) {
    return (
      <div className="panel-card api-tab" data-testid="api-plan-gate">
        <div className="notice notice--warning" role="note">
          {t("apiAccess.gated")}
        </div>
        <div className="row-actions">
          <Button size="m" mode="filled" Component={RouteLink} href={staffPath(account.tenant.id, "settings", "subscription")}>
            {t("apiAccess.upgrade")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="api-tab" data-testid="api-tab">
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  );
}
