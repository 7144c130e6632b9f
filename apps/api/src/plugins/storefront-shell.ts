// Issue 25.9 "fast first screen": the business's page (logo, name, description, contacts, services
// with their next free time, experts) in the HTML the server sends, so a phone paints the business
// before any script has run. The texts and links come from storefrontView (@booking/i18n), which
// the client's StorefrontSection renders with the same classes: nothing moves when it takes over.
// In the visitor's language, as the shell's other texts (page-shell.ts).
import type { Language } from "@booking/contracts";
import { en, ru } from "@booking/i18n";
import { storefrontView, type StorefrontInput, type StorefrontView, type Translate } from "@booking/i18n/storefront-view";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** i18next's lookup and {{value}} interpolation over one language's texts, enough for the storefront's keys. */
function translatorOf(language: Language): Translate {
  const texts = language === "en" ? en : ru;
  return (key, values = {}) => {
    let node: unknown = texts;
    for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== "string") throw new Error(`No ${language} text "${key}"`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
  };
}
const TRANSLATE: Record<Language, Translate> = { ru: translatorOf("ru"), en: translatorOf("en") };

const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;

function contactsHtml(view: StorefrontView): string {
  if (view.contacts.length === 0) return "";
  const items = view.contacts
    .map(
      (link) =>
        `<li><a class="storefront-contact storefront-contact--${link.kind}"${attr("href", link.href)}${
          link.external ? ' target="_blank" rel="noopener noreferrer"' : ""
        }>${escapeHtml(link.label)}</a></li>`,
    )
    .join("");
  return `<ul class="storefront-contacts"${attr("aria-label", view.contactsTitle)}>${items}</ul>`;
}

function servicesHtml(view: StorefrontView): string {
  if (view.setup) {
    return `<section class="storefront-setup" data-testid="storefront-setup"><h2 class="storefront-setup__title">${escapeHtml(view.setup.title)}</h2><p class="storefront-setup__text">${escapeHtml(view.setup.text)}</p></section>`;
  }
  const items = view.services
    .map(
      (service) =>
        `<li class="storefront-service" data-testid="storefront-service"><div class="storefront-service__text">` +
        `<h3 class="storefront-service__name">${escapeHtml(service.name)}</h3>` +
        `<p class="storefront-service__meta">${escapeHtml(service.meta)}</p>` +
        `<p class="storefront-service__next">${escapeHtml(service.next)}</p></div>` +
        `<a class="storefront-service__book"${attr("href", service.href)}${attr("aria-label", service.bookLabel)}>${escapeHtml(service.book)}</a></li>`,
    )
    .join("");
  return `<section class="storefront-section"><h2 class="storefront-section__title">${escapeHtml(view.servicesTitle)}</h2><ul class="storefront-services">${items}</ul></section>`;
}

function expertsHtml(view: StorefrontView): string {
  if (view.experts.length === 0) return "";
  const items = view.experts
    .map(
      (expert) =>
        `<li class="storefront-expert">${
          expert.photoUrl ? `<img class="storefront-expert__photo"${attr("src", expert.photoUrl)} alt="" width="48" height="48">` : ""
        }<div class="storefront-expert__text"><h3 class="storefront-expert__name">${escapeHtml(expert.name)}</h3>${
          expert.bio ? `<p class="storefront-expert__bio">${escapeHtml(expert.bio)}</p>` : ""
        }</div></li>`,
    )
    .join("");
  return `<section class="storefront-section"><h2 class="storefront-section__title">${escapeHtml(view.expertsTitle)}</h2><ul class="storefront-experts">${items}</ul></section>`;
}

/** The booking page's shell: the services under its heading. */
export function storefrontServicesHtml(storefront: StorefrontInput, language: Language = "ru"): string {
  return `<div class="storefront storefront--services">${servicesHtml(storefrontView(storefront, TRANSLATE[language], language))}</div>`;
}

/** The storefront's markup (StorefrontSection.tsx renders the same). */
export function storefrontHtml(storefront: StorefrontInput, language: Language = "ru"): string {
  const view = storefrontView(storefront, TRANSLATE[language], language);
  const logo = view.logo
    ? `<img class="storefront-hero__logo"${attr("src", view.logo.src)}${attr("alt", view.logo.alt)} width="64" height="64">`
    : "";
  const about = view.description ? `<p class="storefront-hero__about">${escapeHtml(view.description)}</p>` : "";
  return (
    `<div class="storefront" data-testid="storefront"><section class="storefront-hero">${logo}` +
    `<div class="storefront-hero__text"><h1 class="storefront-hero__name">${escapeHtml(view.name)}</h1>${about}</div></section>` +
    `${contactsHtml(view)}${servicesHtml(view)}${expertsHtml(view)}</div>`
  );
}
