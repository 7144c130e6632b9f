// Spec §2 "Services list": a grid of cards with name, description, price in dollars and
// duration; an empty message when there are none. Each card leads to booking that service.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import type { Service } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { formatMoney } from "../../lib/format.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";

function ServiceCard({ service, bookHref }: { service: Service; bookHref: string }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="content-card" data-testid="service-card">
      <Title level="3" weight="2" Component="h2">
        {service.name}
      </Title>
      <Text className="plain-text">{service.description}</Text>
      <dl className="service-facts">
        <div>
          <dt>{t("services.price")}</dt>
          <dd>{formatMoney(service.price, service.currency, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t("services.duration")}</dt>
          <dd>{t("common.minutes", { count: service.duration })}</dd>
        </div>
      </dl>
      <div>
        <Button size="s" mode="bezeled" Component={RouteLink} href={bookHref}>
          {t("services.book")}
        </Button>
      </div>
    </article>
  );
}

function ServicesScreen() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const tenant = useTenantName();
  const services = useQuery(trpc.services.list.queryOptions());
  return (
    <ScreenFrame title={t("services.title")}>
      <ListStatus
        loading={services.isPending}
        error={services.error}
        items={services.data}
        emptyText={t("services.empty")}
        onRetry={() => void services.refetch()}
      >
        {(items) => (
          <div className="card-grid">
            {items.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                bookHref={`${tenantPath(tenant, "booking")}?service=${encodeURIComponent(service.id)}`}
              />
            ))}
          </div>
        )}
      </ListStatus>
    </ScreenFrame>
  );
}

export default withData(ServicesScreen);
