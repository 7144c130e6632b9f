import { Button, Placeholder } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../components/RouteLink.tsx";
import { tenantPath } from "../router/paths.ts";
import { useTenantName } from "../router/tenant-name.ts";

/**
 * Unknown path; inside a tenant area the way back leads to that tenant's home (unless it has none).
 * `onClose`: a way out instead of a home (inside Telegram, where the platform's home is no place to
 * send a business's customer): the button closes the mini app.
 */
export default function NotFoundScreen({ homePath, onClose }: { homePath?: string; onClose?: () => void }) {
  const { t } = useTranslation();
  const tenant = useTenantName();
  const action = onClose ? (
    <Button onClick={onClose}>{t("notFound.close")}</Button>
  ) : (
    <Button Component={RouteLink} href={homePath ?? (tenant ? tenantPath(tenant) : "/")}>
      {t("notFound.home")}
    </Button>
  );
  return <Placeholder header={t("notFound.title")} description={t("notFound.text")} action={action} />;
}
