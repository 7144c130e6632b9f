// Shown where the account answer is needed but the user owns no tenant here (403): the way to
// create one (/setup).
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../../components/RouteLink.tsx";

export function NoBusinessPrompt() {
  const { t } = useTranslation();
  return (
    <div className="panel-card" data-testid="no-business">
      <Text>{t("account.overview.setupPrompt")}</Text>
      <div>
        <Button size="m" Component={RouteLink} href="/setup">
          {t("account.overview.setupAction")}
        </Button>
      </div>
    </div>
  );
}
