// The overview's booking page (issue 15.8): its address with a copy button and a QR code, and the
// bot deep link when the platform bot or the tenant's own bot is configured (the QR: LinkQr.tsx).
import { Button, Title } from "@telegram-apps/telegram-ui";
import { miniAppStartLink } from "@booking/telegram/links";
import { useTranslation } from "react-i18next";
import { tenantAddress } from "../../../router/paths.ts";
import { BreakableText } from "../../../components/BreakableText.tsx";
import { QrImage, useCopyText } from "../../../components/LinkQr.tsx";
import type { Account, Profile } from "../account-data.ts";

/** The bot that opens this page: the tenant's own when it is on, else the platform's. */
export function overviewBot(account: Account, profile: Profile | undefined): string | null {
  if (account.botConfig.isActive && account.botConfig.botUsername) return account.botConfig.botUsername;
  return profile?.platformBotUsername ?? null;
}

export function BookingPageCard({ account, profile }: { account: Account; profile: Profile | undefined }) {
  const { tenant } = account;
  const address = tenantAddress(tenant.id, { origin: window.location.origin, customDomain: tenant.customDomain });
  const bot = overviewBot(account, profile);
  return <BookingPageLinks address={address} botLink={bot ? miniAppStartLink(bot, { tenantSlug: tenant.id }) : null} />;
}

/** The card itself: the page's address with copy and QR, and the bot link when there is one. */
export function BookingPageLinks({ address, botLink }: { address: string; botLink: string | null }) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <section className="panel-card overview-page" data-testid="overview-page" aria-labelledby="overview-page-title">
      <Title level="3" weight="2" Component="h2" id="overview-page-title" className="panel-card__title">
        {t("account.overview.pageTitle")}
      </Title>
      <div className="overview-page__body">
        <QrImage text={address} label={t("account.overview.qrAlt")} />
        <div className="overview-page__links">
          <a className="overview-page__address" href={address} data-testid="overview-address">
            <BreakableText text={address} />
          </a>
          <Button size="s" mode="bezeled" data-testid="overview-copy" onClick={() => void copy(address)}>
            {t("account.overview.copy")}
          </Button>
          {botLink && (
            <>
              <span className="muted">{t("account.overview.botLink")}</span>
              <a className="overview-page__address" href={botLink} data-testid="overview-bot-link">
                <BreakableText text={botLink} />
              </a>
              <Button size="s" mode="bezeled" onClick={() => void copy(botLink)}>
                {t("account.overview.copyBot")}
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
