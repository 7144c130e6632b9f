// A booking's client as the administrator reaches them (issue 15.1): name, then each contact the
// client has, as a link that opens the dialler, the mail app or the Telegram chat: all on one line
// (issue 15.12), each link named by its kind for screen readers.
import { Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import type { AdminBooking } from "../admin-types.ts";
import "../ui/ui.css";

export function ClientContacts({ client }: { client: AdminBooking["client"] }) {
  const { t } = useTranslation();
  const contacts = [
    client.phone && { key: "phone", label: t("admin.bookings.clientPhone"), href: `tel:${client.phone}`, text: client.phone },
    client.email && { key: "email", label: t("admin.bookings.clientEmail"), href: `mailto:${client.email}`, text: client.email },
    client.telegramLink && {
      key: "telegram",
      label: t("admin.bookings.clientTelegram"),
      href: client.telegramLink,
      text: client.telegramUsername ? `@${client.telegramUsername}` : t("admin.bookings.clientTelegram"),
    },
  ].filter((contact) => !!contact);
  return (
    <div className="client-contacts" data-testid="booking-client">
      <Text>
        {t("admin.bookings.client")}: {client.name}
      </Text>
      {contacts.length > 0 && (
        <Text className="muted client-contacts__links">
          {contacts.map((contact, index) => (
            <span key={contact.key}>
              {index > 0 && " · "}
              <a
                href={contact.href}
                target={contact.key === "telegram" ? "_blank" : undefined}
                rel="noreferrer"
                data-testid={`client-${contact.key}`}
                aria-label={`${contact.label}: ${contact.text}`}
              >
                {contact.text}
              </a>
            </span>
          ))}
        </Text>
      )}
    </div>
  );
}
