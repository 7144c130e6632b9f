// What saving working hours will do, asked before it is done (issue 26.4): the free times outside
// the new hours that go (made by hand or by the demo too), and the bookings that stay at their
// times outside them. After the save, those bookings stay listed ("flagged") under the editor.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatClock } from "../../../lib/format.ts";
import { Dialog } from "../ui/Dialog.tsx";

export interface RemovedRange {
  date: string;
  startTime: string;
  endTime: string;
  slots: number;
}

export interface FlaggedBooking {
  bookingId: string;
  date: string;
  startTime: string;
  endTime: string;
  serviceName: string;
  clientName: string;
}

export interface SchedulePlan {
  removed: RemovedRange[];
  flagged: FlaggedBooking[];
}

/** Ranges shown before "and N more": a month of weekends would be a long list on a phone. */
const SHOWN = 8;

function dayOf(date: string, language: string): string {
  return formatCalendarDate(date, language, { weekday: "short", day: "numeric", month: "short" });
}

function rangeText(t: TFunction, language: string, range: RemovedRange): string {
  return t("planner.hours.rangeSlots", {
    date: dayOf(range.date, language),
    from: formatClock(range.startTime, language),
    to: formatClock(range.endTime, language),
  });
}

export function bookingText(t: TFunction, language: string, booking: FlaggedBooking): string {
  return t("planner.hours.bookingLine", {
    date: dayOf(booking.date, language),
    from: formatClock(booking.startTime, language),
    to: formatClock(booking.endTime, language),
    client: booking.clientName,
    service: booking.serviceName,
  });
}

export function FlaggedList({ bookings, testId }: { bookings: readonly FlaggedBooking[]; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="schedule-plan__list" data-testid={testId}>
      {bookings.map((booking) => (
        <li key={booking.bookingId}>{bookingText(t, i18n.language, booking)}</li>
      ))}
    </ul>
  );
}

export function SchedulePreviewDialog({
  plan,
  saving,
  onSave,
  onClose,
}: {
  plan: SchedulePlan;
  saving: boolean;
  onSave(): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const count = plan.removed.reduce((sum, range) => sum + range.slots, 0);
  return (
    <Dialog title={t("planner.hours.previewTitle")} onClose={onClose} testId="schedule-preview">
      {plan.removed.length > 0 ? (
        <section className="schedule-plan">
          <Text weight="2">{t("planner.hours.previewRemoved", { count })}</Text>
          <ul className="schedule-plan__list" data-testid="schedule-preview-removed">
            {plan.removed.slice(0, SHOWN).map((range) => (
              <li key={`${range.date}-${range.startTime}`}>{rangeText(t, i18n.language, range)}</li>
            ))}
            {plan.removed.length > SHOWN && <li>{t("planner.hours.previewMore", { count: plan.removed.length - SHOWN })}</li>}
          </ul>
        </section>
      ) : (
        <Text>{t("planner.hours.previewNothing")}</Text>
      )}
      {plan.flagged.length > 0 && (
        <section className="schedule-plan">
          <Title level="3" weight="2">
            {t("planner.hours.flaggedTitle")}
          </Title>
          <Text>{t("planner.hours.previewFlagged")}</Text>
          <FlaggedList bookings={plan.flagged} testId="schedule-preview-flagged" />
        </section>
      )}
      <Button mode="filled" loading={saving} disabled={saving} onClick={onSave} data-testid="schedule-preview-save">
        {t("planner.hours.confirmSave")}
      </Button>
    </Dialog>
  );
}
