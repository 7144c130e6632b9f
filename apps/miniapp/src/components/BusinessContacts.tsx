// The business's contacts from its public profile (issue 14.5 "a real channel"): phone, e-mail,
// Telegram and website as links a tap opens, the address as a map link (issue 25.1).
import { contactHref as sharedContactHref } from "@booking/i18n/storefront-view";
import type { TenantProfile } from "../tenant/tenant-profile.ts";
import "./business-contacts.css";

export type BusinessContact = TenantProfile["contacts"][number];

/** Where a contact's link goes: a call, a mail, a chat, the website, the address on a map (storefront-view.ts). */
export function contactHref({ kind, value }: BusinessContact): string {
  return sharedContactHref(kind, value);
}

export function BusinessContacts({ contacts, label }: { contacts: readonly BusinessContact[]; label: string }) {
  return (
    <ul className="business-contacts" aria-label={label} data-testid="business-contacts">
      {contacts.map((contact) => {
        const href = contactHref(contact);
        return (
          <li key={`${contact.kind}:${contact.value}`}>
            <a href={href} target={contact.kind === "phone" || contact.kind === "email" ? undefined : "_blank"} rel="noopener noreferrer">
              {contact.value}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
