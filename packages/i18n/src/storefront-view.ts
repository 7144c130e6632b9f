// The business's page (issue 25.1) as texts and links, from its storefront answer: one function for
// the server, which paints it into the HTML before the scripts run (issue 25.9), and the client,
// which renders the same markup from the same strings, so nothing moves when the app takes over.

export interface StorefrontInput {
  profile: {
    slug: string;
    name: string;
    description: string | null;
    logoUrl: string | null;
    contacts: readonly { kind: "phone" | "email" | "telegram" | "website" | "address"; value: string }[];
    chat: { kind: "tenantBot" | "platformSupport"; url: string } | null;
  };
  experts: readonly { id: string; name: string; photoUrl: string | null; bio: string | null }[];
  services: readonly {
    id: string;
    name: string;
    description: string;
    price: number;
    currency: string;
    duration: number;
    /** Where its sessions happen (issue 31.2): a kind only, never a link or an address. */
    locationKind?: "inPerson" | "phone" | "online" | null;
    nextFree: { date: string; startTime: string } | null;
  }[];
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ContactLink {
  kind: "phone" | "email" | "telegram" | "website" | "address" | "chat";
  label: string;
  href: string;
  /** Opens outside the page (a new tab, or Telegram itself). */
  external: boolean;
}

export interface StorefrontView {
  name: string;
  logo: { src: string; alt: string } | null;
  description: string | null;
  contactsTitle: string;
  contacts: ContactLink[];
  servicesTitle: string;
  services: { id: string; name: string; description: string; meta: string; next: string; book: string; bookLabel: string; href: string }[];
  expertsTitle: string;
  experts: { id: string; name: string; bio: string | null; photoUrl: string | null }[];
  /** A new business without services: it is setting up, not broken. */
  setup: { title: string; text: string } | null;
}

/** An amount in `currency`: "$9.99", "1 500 ₽"; whole amounts without cents. */
export function formatPrice(amount: number, currency: string, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "12 мая, 10:00" / "May 12, 10:00 AM": a local date and clock time of the business, never shifted by the viewer's zone. */
export function formatLocalWhen(date: string, time: string, language: string): string {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day, hours, minutes));
  return new Intl.DateTimeFormat(language, { day: "numeric", month: "long", hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    instant,
  );
}

/** Where a contact's link goes: a call, a mail, a Telegram chat, the website, the address on a map. */
export function contactHref(kind: ContactLink["kind"], value: string): string {
  const trimmed = value.trim();
  switch (kind) {
    case "phone":
      return `tel:${trimmed.replace(/[^\d+]/g, "")}`;
    case "email":
      return `mailto:${trimmed}`;
    case "telegram":
    case "chat":
      return /^https?:\/\//i.test(trimmed) ? trimmed : `https://t.me/${trimmed.replace(/^@/, "")}`;
    case "website":
      return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
    default:
      return `https://yandex.ru/maps/?text=${encodeURIComponent(trimmed)}`;
  }
}

/**
 * How a customer reaches the business (issue 25.6): its contacts, and its bot when it has one and
 * lists no Telegram of its own. The platform's support is never a contact of the business's page:
 * the screens about a booking name it only when the business has neither (ContactAdmin).
 */
export function businessContactLinks(profile: StorefrontInput["profile"], t: Translate): ContactLink[] {
  const links: ContactLink[] = profile.contacts.map(({ kind, value }) => ({
    kind,
    label:
      kind === "telegram"
        ? t("home.storefront.writeTelegram")
        : kind === "address"
          ? t("home.storefront.onMap", { address: value })
          : value,
    href: contactHref(kind, value),
    external: kind !== "phone" && kind !== "email",
  }));
  if (profile.chat?.kind === "tenantBot" && !profile.contacts.some((contact) => contact.kind === "telegram")) {
    links.push({ kind: "chat", label: t("home.storefront.writeTelegram"), href: profile.chat.url, external: true });
  }
  return links;
}

export function storefrontView(storefront: StorefrontInput, t: Translate, language: string): StorefrontView {
  const { profile } = storefront;
  const base = `/webapp/${encodeURIComponent(profile.slug)}`;
  return {
    name: profile.name,
    logo: profile.logoUrl ? { src: profile.logoUrl, alt: t("home.storefront.logo", { name: profile.name }) } : null,
    description: profile.description,
    contactsTitle: t("home.storefront.contacts"),
    contacts: businessContactLinks(profile, t),
    servicesTitle: t("home.storefront.services"),
    services: storefront.services.map((service) => ({
      id: service.id,
      name: service.name,
      description: service.description,
      meta: [
        formatPrice(service.price, service.currency, language),
        t("common.minutes", { count: service.duration }),
        ...(service.locationKind ? [t(`home.storefront.where.${service.locationKind}`)] : []),
      ].join(" · "),
      next: service.nextFree
        ? t("home.storefront.nextFree", { when: formatLocalWhen(service.nextFree.date, service.nextFree.startTime, language) })
        : t("home.storefront.noFreeTime"),
      book: t("home.storefront.book"),
      bookLabel: t("home.storefront.bookNamed", { service: service.name }),
      href: `${base}/booking?service=${encodeURIComponent(service.id)}`,
    })),
    expertsTitle: t("home.storefront.experts"),
    experts: storefront.experts.map(({ id, name, bio, photoUrl }) => ({ id, name, bio, photoUrl })),
    setup:
      storefront.services.length === 0
        ? { title: t("home.storefront.setupTitle"), text: t("home.storefront.setupText", { name: profile.name }) }
        : null,
  };
}
