// The business's contacts from its public profile (issue 14.5 "a real channel"): phone, e-mail,
// Telegram and website as links a tap opens, the address as text.
import { Text } from "@telegram-apps/telegram-ui";
import type { TenantProfile } from "../tenant/tenant-profile.ts";
import "./business-contacts.css";

export type BusinessContact = TenantProfile["contacts"][number];

/** Where a contact's link goes; null for an address (nothing to open). */
export function contactHref({ kind, value }: BusinessContact): string | null {
  const trimmed = value.trim();
  switch (kind) {
    case "phone":
      return `tel:${trimmed.replace(/[^\d+]/g, "")}`;
    case "email":
      return `mailto:${trimmed}`;
    case "telegram":
      return /^https?:\/\//i.test(trimmed) ? trimmed : `https://t.me/${trimmed.replace(/^@/, "")}`;
    case "website":
      return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
    default:
      return null;
  }
}

export function BusinessContacts({ contacts, label }: { contacts: readonly BusinessContact[]; label: string }) {
  return (
    <ul className="business-contacts" aria-label={label} data-testid="business-contacts">
      {contacts.map((contact) => {
        const href = contactHref(contact);
        return (
          <li key={`${contact.kind}:${contact.value}`}>
            {href ? (
              <a href={href} target={contact.kind === "phone" || contact.kind === "email" ? undefined : "_blank"} rel="noopener noreferrer">
                {contact.value}
              </a>
            ) : (
              <Text>{contact.value}</Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
