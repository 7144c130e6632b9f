import { Button, Placeholder } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../components/RouteLink.tsx";
import { tenantPath } from "../router/paths.ts";
import { useTenantName } from "../router/tenant-name.ts";

/** Unknown path; inside a tenant area the way back leads to that tenant's home (unless it has none). */
export default function NotFoundScreen({ homePath }: { homePath?: string }) {
  const { t } = useTranslation();
  const tenant = useTenantName();
  return (
    <Placeholder
      header={t("notFound.title")}
      description={t("notFound.text")}
      action={<Button Component={RouteLink} href={homePath ?? (tenant ? tenantPath(tenant) : "/")}>{t("notFound.home")}</Button>}
    />
  );
}
