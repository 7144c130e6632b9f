// A refusal for a reached plan limit (PLAN_LIMIT_*) is not a 3-second toast (issue 15.7): it stays
// until closed, says which limit was reached and offers the upgrade on the Subscription tab (a plain
// link: the toasts live outside the router).
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { tenantSlugFromPath } from "../router/paths.ts";
import { staffPath } from "../router/staff-paths.ts";

export const PLAN_LIMIT_CODE = /^PLAN_LIMIT_/;

export function PlanLimitNotice({ code, onClose }: { code: string; onClose(): void }) {
  const { t } = useTranslation();
  const slug = typeof window === "undefined" ? undefined : tenantSlugFromPath(window.location.pathname);
  const upgrade = slug ? staffPath(slug, "settings", "subscription") : "/account?tab=subscription";
  return (
    <div className="toast toast--error plan-limit-notice" role="alert" data-testid="plan-limit-notice" data-code={code}>
      <Text className="toast__text">
        {t(`errors.${code}`)}. {t("limits.noticeUpgrade")}{" "}
        <a className="plan-limit-notice__link" href={upgrade}>
          {t("limits.upgrade")}
        </a>
      </Text>
      <button type="button" className="toast__close" aria-label={t("limits.dismiss")} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
