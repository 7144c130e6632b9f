// Step 1 of booking: the tenant's services as a single-choice list (name, price, duration).
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import type { Service } from "../../data/api-types.ts";
import { formatMoney } from "../../lib/format.ts";

export function ServicePicker({ services, selectedId, onSelect }: {
  services: readonly Service[];
  selectedId: string | null;
  onSelect(service: Service): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="choice-list" aria-label={t("booking.chooseService")}>
      {services.map((service) => (
        <li key={service.id}>
          <button type="button" className="choice" aria-pressed={service.id === selectedId} onClick={() => onSelect(service)} data-testid="service-choice">
            <Text weight="2">{service.name}</Text>
            <Text className="choice__meta">
              {formatMoney(service.price, service.currency, i18n.language)} · {t("common.minutes", { count: service.duration })}
            </Text>
          </button>
        </li>
      ))}
    </ul>
  );
}
