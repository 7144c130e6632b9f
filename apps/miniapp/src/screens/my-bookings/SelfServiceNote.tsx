// What the customer may still do online with their booking, and until when (issue 25.4), in the
// business's time zone: from the server's `selfService`, so it says exactly what the server accepts.
import { isLiveStatus } from "@booking/contracts/booking-status";
import { Text } from "@telegram-apps/telegram-ui";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Booking } from "../../data/api-types.ts";

/** "Mon, 7 December, 10:00" in the business's zone (the device's when unknown). */
export function formatDeadline(instant: string, language: string, timeZone: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "long", hour: "numeric", minute: "2-digit" };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(instant));
  } catch {
    return new Intl.DateTimeFormat(language, options).format(new Date(instant));
  }
}

/** The sentences for a booking: empty when nothing is allowed and nothing closed (the spec's rule applies). */
export function selfServiceLines(
  t: TFunction,
  selfService: Booking["selfService"],
  language: string,
  timeZone: string | undefined,
): string[] {
  const when = (until: string) => formatDeadline(until, language, timeZone);
  const lines: string[] = [];
  const { cancel, move } = selfService;
  // One sentence when both end at the same moment.
  if (cancel.until && cancel.until === move.until) {
    if (cancel.allowed && move.allowed) return [t("manage.bothUntil", { until: when(cancel.until) })];
    if (cancel.refusal === "TOO_LATE" && move.refusal === "TOO_LATE") return [t("manage.bothClosed", { until: when(cancel.until) })];
  }
  if (cancel.allowed) lines.push(cancel.until ? t("manage.cancelUntil", { until: when(cancel.until) }) : t("manage.cancelAnytime"));
  else if (cancel.refusal === "TOO_LATE" && cancel.until) lines.push(t("manage.cancelClosed", { until: when(cancel.until) }));
  if (move.allowed && move.until) lines.push(t("manage.moveUntil", { until: when(move.until) }));
  else if (move.refusal === "TOO_LATE" && move.until) lines.push(t("manage.moveClosed", { until: when(move.until) }));
  return lines;
}

export function SelfServiceNote({ booking, timeZone }: { booking: Pick<Booking, "selfService" | "status">; timeZone?: string }) {
  const { t, i18n } = useTranslation();
  if (!isLiveStatus(booking.status)) return null;
  const lines = selfServiceLines(t, booking.selfService, i18n.language, timeZone);
  if (lines.length === 0) return null;
  return (
    <Text className="self-service-note" data-testid="self-service-note">
      {lines.join(" ")}
    </Text>
  );
}
