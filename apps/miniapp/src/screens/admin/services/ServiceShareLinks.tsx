// Each service's share links (issue 18.2): the web address that opens its booking, the t.me link
// that opens it in the mini app (the tenant's own bot when it has one, else the platform's), both
// built by the shared links module, with copy buttons and a QR code of the web address; and a link
// to one of its free times, which holds that time for whoever opens it.
import { BreakableText } from "../../../components/BreakableText.tsx";
import { DEFAULT_TENANT_SLUG, SLOT_HOLD_MINUTES } from "@booking/contracts/constants";
import { miniAppStartLink, miniAppUrl, timeLinkUrl } from "@booking/telegram/links";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QrImage, useCopyText } from "../../../components/LinkQr.tsx";
import { useTenantName } from "../../../router/tenant-name.ts";
import { useSession } from "../../../session/SessionProvider.tsx";
import { useTenantProfile, type TenantProfile } from "../../../tenant/tenant-profile.ts";
import type { AdminService } from "../admin-types.ts";
import { TimePicker } from "../desk/TimePicker.tsx";

/** The bot a link opens: the page's own (its "write to us" chat names it), else the platform's. */
export function shareBot(profile: Pick<TenantProfile, "chat"> | null | undefined, platformBot: string | null | undefined): string | null {
  if (profile?.chat?.kind === "tenantBot") return new URL(profile.chat.url).pathname.replace(/^\/+/, "") || null;
  return platformBot ?? null;
}

export function serviceLinks(
  origin: string,
  slug: string,
  serviceId: string,
  bot: string | null,
): { web: string; telegram: string | null } {
  return {
    web: miniAppUrl(origin, slug, `/booking?service=${serviceId}`),
    telegram: bot ? miniAppStartLink(bot, { tenantSlug: slug, serviceId }) : null,
  };
}

/** One link: what it is, the link itself and its copy button. */
function LinkLine({ label, href, copyLabel, testId }: { label: string; href: string; copyLabel: string; testId: string }) {
  const copy = useCopyText();
  return (
    <>
      <Text className="muted">{label}</Text>
      <a className="service-share__address" href={href} data-testid={testId}>
        <BreakableText text={href} />
      </a>
      <Button size="s" mode="bezeled" onClick={() => void copy(href)}>
        {copyLabel}
      </Button>
    </>
  );
}

/** Both links of one target: the web address, and the t.me link when there is a bot. */
function LinkPair({ links, testIdPrefix }: { links: { web: string; telegram: string | null }; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <LinkLine label={t("admin.services.webLink")} href={links.web} copyLabel={t("calendar.copy")} testId={`${testIdPrefix}-web-link`} />
      {links.telegram && (
        <LinkLine
          label={t("account.overview.botLink")}
          href={links.telegram}
          copyLabel={t("account.overview.copyBot")}
          testId={`${testIdPrefix}-bot-link`}
        />
      )}
    </>
  );
}

/**
 * A link to one free time of the service (the customers' own free times, TimePicker): whoever
 * opens it has that time held for them while they book (README "Links to a time").
 */
function TimeLink({ service, slug, bot }: { service: AdminService; slug: string; bot: string | null }) {
  const { t } = useTranslation();
  const [date, setDate] = useState("");
  const [slotId, setSlotId] = useState("");
  const target = { tenantSlug: slug, serviceId: service.id, slotId, date };
  const links =
    slotId && date ? { web: timeLinkUrl(window.location.origin, target), telegram: bot ? miniAppStartLink(bot, target) : null } : null;
  return (
    <div className="service-share__links service-share__time" data-testid="service-time-link">
      <Text weight="2">{t("admin.services.timeLink")}</Text>
      <Text className="muted">{t("admin.services.timeLinkHint", { minutes: SLOT_HOLD_MINUTES })}</Text>
      <TimePicker serviceId={service.id} date={date} onDate={setDate} slotId={slotId} onSlot={setSlotId} />
      {links && <LinkPair links={links} testIdPrefix="service-time" />}
    </div>
  );
}

export function ServiceShareLinks({ service }: { service: AdminService }) {
  const { t } = useTranslation();
  const slug = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const { profile } = useTenantProfile(slug);
  const { user } = useSession();
  const bot = shareBot(profile, user?.platformBotUsername);
  const links = serviceLinks(window.location.origin, slug, service.id, bot);

  return (
    <section className="service-share" data-testid="service-share" aria-label={`${t("admin.services.share")}: ${service.name}`}>
      <QrImage text={links.web} label={`QR: ${links.web}`} testId="service-qr" />
      <div className="service-share__links">
        <LinkPair links={links} testIdPrefix="service" />
      </div>
      <TimeLink service={service} slug={slug} bot={bot} />
    </section>
  );
}
