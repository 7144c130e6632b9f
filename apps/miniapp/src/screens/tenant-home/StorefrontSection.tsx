// The business's page (issue 25.1): logo, name, description, contacts, services with price,
// duration, next free time and Book, and the experts when there are several. The same markup as
// the server's painted shell (apps/api plugins/storefront-shell.ts) from the same strings
// (storefrontView), so the app's first render replaces the shell without a jump (issue 25.9).
import { storefrontView } from "@booking/i18n/storefront-view";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Storefront } from "../../tenant/storefront.ts";
import { useOpenExternal } from "../../telegram/useOpenExternal.ts";
import { useTelegram } from "../../telegram/TelegramContext.tsx";
import "./storefront.css";

export function StorefrontSection({ storefront }: { storefront: Storefront }) {
  const { t, i18n } = useTranslation();
  const { controls } = useTelegram();
  const openExternal = useOpenExternal();
  const view = storefrontView(storefront, (key, values) => t(key, values ?? {}), i18n.language);
  return (
    <div className="storefront" data-testid="storefront">
      <section className="storefront-hero">
        {view.logo && <img className="storefront-hero__logo" src={view.logo.src} alt={view.logo.alt} width={64} height={64} />}
        <div className="storefront-hero__text">
          <h1 className="storefront-hero__name">{view.name}</h1>
          {view.description && <p className="storefront-hero__about">{view.description}</p>}
        </div>
      </section>
      {view.contacts.length > 0 && (
        <ul className="storefront-contacts" aria-label={view.contactsTitle}>
          {view.contacts.map((link) => (
            <li key={`${link.kind}:${link.href}`}>
              <a
                className={`storefront-contact storefront-contact--${link.kind}`}
                href={link.href}
                target={link.external ? "_blank" : undefined}
                rel={link.external ? "noopener noreferrer" : undefined}
                data-testid={`storefront-contact-${link.kind}`}
                // Inside Telegram a t.me or map link opens in Telegram or the browser, not inside the app.
                onClick={
                  controls && link.external
                    ? (event) => {
                        event.preventDefault();
                        openExternal(link.href);
                      }
                    : undefined
                }
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {view.setup ? (
        <section className="storefront-setup" data-testid="storefront-setup">
          <h2 className="storefront-setup__title">{view.setup.title}</h2>
          <p className="storefront-setup__text">{view.setup.text}</p>
        </section>
      ) : (
        <section className="storefront-section">
          <h2 className="storefront-section__title">{view.servicesTitle}</h2>
          <ul className="storefront-services">
            {view.services.map((service) => (
              <li key={service.id} className="storefront-service" data-testid="storefront-service">
                <div className="storefront-service__text">
                  <h3 className="storefront-service__name">{service.name}</h3>
                  <p className="storefront-service__meta">{service.meta}</p>
                  <p className="storefront-service__next">{service.next}</p>
                </div>
                <Link className="storefront-service__book" to={service.href} aria-label={service.bookLabel} data-testid="storefront-book">
                  {service.book}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.experts.length > 0 && (
        <section className="storefront-section">
          <h2 className="storefront-section__title">{view.expertsTitle}</h2>
          <ul className="storefront-experts">
            {view.experts.map((expert) => (
              <li key={expert.id} className="storefront-expert" data-testid="storefront-expert">
                {expert.photoUrl && <img className="storefront-expert__photo" src={expert.photoUrl} alt="" width={48} height={48} />}
                <div className="storefront-expert__text">
                  <h3 className="storefront-expert__name">{expert.name}</h3>
                  {expert.bio && <p className="storefront-expert__bio">{expert.bio}</p>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
