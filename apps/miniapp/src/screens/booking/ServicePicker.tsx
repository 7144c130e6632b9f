// Step 1 of booking: the tenant's services as a single-choice list (name, price, duration).
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import type { Service } from "../../data/api-types.ts";
import { formatMoney } from "../../lib/format.ts";

function ServiceMeta({ service }: { service: Service }) {
  const { t, i18n } = useTranslation();
  return (
    <Text className="choice__meta">
      {formatMoney(service.price, service.currency, i18n.language)} · {t("common.minutes", { count: service.duration })}
    </Text>
  );
}

/** The chosen service beside the times on a wide screen (issue 14.6); the list shows it on a phone. */
export function ServiceSummary({ service }: { service: Service }) {
  const { t } = useTranslation();
  return (
    <section className="booking-service-summary" aria-label={t("booking.chosenService")} data-testid="booking-service-summary">
      <Text weight="2">{service.name}</Text>
      <ServiceMeta service={service} />
      {service.description && <Text className="booking-service-summary__description">{service.description}</Text>}
    </section>
  );
}

export function ServicePicker({
  services,
  selectedId,
  onSelect,
}: {
  services: readonly Service[];
  selectedId: string | null;
  onSelect(service: Service): void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="choice-list" aria-label={t("booking.chooseService")}>
      {services.map((service) => (
        <li key={service.id}>
          <button
            type="button"
            className="choice"
            aria-pressed={service.id === selectedId}
            onClick={() => onSelect(service)}
            data-testid="service-choice"
          >
            <Text weight="2">{service.name}</Text>
            <ServiceMeta service={service} />
          </button>
        </li>
      ))}
    </ul>
  );
}
