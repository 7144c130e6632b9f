// Where a booking's session happens (issue 31.2), for its customer and the staff: an online
// session's Join link, an address with a map link, or "by phone". Nothing when the service does
// not say, or once the booking is cancelled (there is nowhere to go).
import { mapLinkFor, type BookingLocation } from "@booking/contracts/session-location";
import { Button, Caption, Text } from "@telegram-apps/telegram-ui";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useTelegram } from "../telegram/TelegramContext.tsx";
import { useOpenExternal } from "../telegram/useOpenExternal.ts";
import "./session-location.css";

/** Inside Telegram a link leaves through Telegram's own method, never by navigating the mini app's frame. */
function useExternalClick(url: string) {
  const { controls } = useTelegram();
  const openExternal = useOpenExternal();
  if (!controls) return undefined;
  return (event: MouseEvent) => {
    event.preventDefault();
    openExternal(url);
  };
}

function OnlineLocation({ url }: { url: string }) {
  const { t } = useTranslation();
  const onClick = useExternalClick(url);
  return (
    <>
      <Text weight="2">{t("manage.location.online")}</Text>
      <Button
        size="m"
        mode="filled"
        Component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        className="session-location__join"
        data-testid="session-join"
      >
        {t("manage.location.join")}
      </Button>
      <Caption className="muted session-location__url">{url}</Caption>
    </>
  );
}

function AddressLocation({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const map = address ? mapLinkFor(address) : "";
  const onClick = useExternalClick(map);
  return (
    <>
      <Text>{address ? `${t("manage.location.inPerson")}: ${address}` : t("manage.location.inPerson")}</Text>
      {address && (
        <a href={map} target="_blank" rel="noopener noreferrer" onClick={onClick} data-testid="session-map">
          {t("manage.location.map")}
        </a>
      )}
    </>
  );
}

export function SessionLocation({ location, cancelled = false }: { location: BookingLocation | null; cancelled?: boolean }) {
  const { t } = useTranslation();
  if (!location || cancelled) return null;
  return (
    <section className="session-location" data-testid="session-location" data-kind={location.kind} aria-label={t("manage.location.label")}>
      {location.kind === "online" && <OnlineLocation url={location.url} />}
      {location.kind === "inPerson" && <AddressLocation address={location.address} />}
      {location.kind === "phone" && <Text>{t("manage.location.phone")}</Text>}
    </section>
  );
}
