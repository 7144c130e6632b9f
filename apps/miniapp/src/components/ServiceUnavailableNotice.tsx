// Issue 27.2: the server is temporarily unavailable (503); said above every screen while the data
// layer retries, gone with the first good answer. A polite live region: it must not interrupt.
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { useServiceUnavailable } from "../lib/service-status.ts";
import "./service-unavailable.css";

export function ServiceUnavailableNotice() {
  const { t } = useTranslation();
  const unavailable = useServiceUnavailable();
  if (!unavailable) return null;
  return (
    <div className="service-unavailable" role="status" aria-live="polite" data-testid="service-unavailable">
      <Text weight="2">{t("errors.SERVICE_UNAVAILABLE")}</Text>
    </div>
  );
}
