// Each service's share links (issue 18.2): the web address that opens its booking, the t.me link
// that opens it in the mini app (the tenant's own bot when it has one, else the platform's), both
// built by the shared links module, with copy buttons and a QR code of the web address.
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { miniAppStartLink, miniAppUrl } from "@booking/telegram/links";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { QrImage, useCopyText } from "../../../components/LinkQr.tsx";
import { useTenantName } from "../../../router/tenant-name.ts";
import { useSession } from "../../../session/SessionProvider.tsx";
import { useTenantProfile, type TenantProfile } from "../../../tenant/tenant-profile.ts";
import type { AdminService } from "../admin-types.ts";

/** The bot a link opens: the page's own (its "write to us" chat names it), else the platform's. */
export function shareBot(profile: Pick<TenantProfile, "chat"> | null | undefined, platformBot: string | null | undefined): string | null {
  if (profile?.chat?.kind === "tenantBot") return new URL(profile.chat.url).pathname.replace(/^\/+/, "") || null;
  return platformBot ?? null;
}

export function serviceLinks(origin: string, slug: string, serviceId: string, bot: string | null): { web: string; telegram: string | null } {
  return {
    web: miniAppUrl(origin, slug, `/booking?service=${serviceId}`),
    telegram: bot ? miniAppStartLink(bot, { tenantSlug: slug, serviceId }) : null,
  };
}

export function ServiceShareLinks({ service }: { service: AdminService }) {
  const { t } = useTranslation();
  const copy = useCopyText();
  const slug = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const { profile } = useTenantProfile(slug);
  const { user } = useSession();
  const links = serviceLinks(window.location.origin, slug, service.id, shareBot(profile, user?.platformBotUsername));

  return (
    <section className="service-share" data-testid="service-share" aria-label={t("admin.services.shareTitle", { name: service.name })}>
      <QrImage text={links.web} label={t("admin.services.qrAlt", { name: service.name })} testId="service-qr" />
      <div className="service-share__links">
        <Text className="muted">{t("admin.services.webLink")}</Text>
        <a className="service-share__address" href={links.web} data-testid="service-web-link">{links.web}</a>
        <Button size="s" mode="bezeled" onClick={() => void copy(links.web)}>{t("admin.services.copyLink")}</Button>
        {links.telegram && (
          <>
            <Text className="muted">{t("admin.services.botLink")}</Text>
            <a className="service-share__address" href={links.telegram} data-testid="service-bot-link">{links.telegram}</a>
            <Button size="s" mode="bezeled" onClick={() => void copy(links.telegram!)}>{t("admin.services.copyBotLink")}</Button>
          </>
        )}
      </div>
    </section>
  );
}
