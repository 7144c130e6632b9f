// Spec §2 Domain setup instructions (issue 26.5: starting where the owner finds the DNS settings): A records for the domain and its www form pointing to this
// server, save it, clients then reach {domain}/webapp/{tenantId}, the certificate arrives by
// itself; DNS can take 24–48 hours; where to get help.
import { Text, Title } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";

export function DomainInstructions({ domain, tenantId, target }: { domain: string; tenantId: string; target: string }) {
  const { t } = useTranslation();
  const shown = domain || t("domain.placeholder");
  return (
    <section className="panel-card" data-testid="domain-instructions">
      <Title level="3" weight="2" className="panel-card__title">
        {t("domain.instructions.title")}
      </Title>
      <ol className="instructions">
        <li>
          <Text>{t("domain.instructions.dnsSettings", { domain: shown })}</Text>
        </li>
        {/* The server's configured host name: a DNS record cannot carry the page's host:port. */}
        <li>
          <Text>{t("domain.instructions.aRecords", { domain: shown, server: target })}</Text>
        </li>
        <li>
          <Text>{t("domain.instructions.save")}</Text>
        </li>
        <li>
          <Text>{t("domain.instructions.reach", { domain: shown, tenantId })}</Text>
        </li>
        <li>
          <Text>{t("domain.instructions.ssl")}</Text>
        </li>
      </ol>
      <div className="notice notice--info" role="note">
        <Text>{t("domain.dnsNote")}</Text>
      </div>
      <div className="notice notice--info" role="note">
        <Text>{t("domain.support")}</Text>
      </div>
    </section>
  );
}
