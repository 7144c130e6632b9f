// Spec §2 Availability tab, manage mode: 30 days of slots at a time (previous / next 30 days),
// refresh, slots grouped by date with start–end and a delete (force delete when booked), and per
// day a delete-all-unbooked action.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClockRange } from "../../../lib/format.ts";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { groupSlotsByDate, manageRange, shiftManageRange, type SlotDay } from "./manage-window.ts";
import { useSlotDeletion } from "./useSlotDeletion.tsx";

function SlotDayCard({ day, deletion }: { day: SlotDay; deletion: ReturnType<typeof useSlotDeletion> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <section
      className="content-card"
      data-testid="slot-day"
      data-date={day.date}
      aria-label={formatCalendarDate(day.date, language, { dateStyle: "full" })}
    >
      <div className="item-head">
        <Title level="3" weight="2">
          {formatCalendarDate(day.date, language, { dateStyle: "full" })}
        </Title>
        {day.unbooked > 0 && (
          <Button size="s" mode="outline" onClick={() => deletion.requestDeleteUnbooked(day.date)}>
            {t("admin.availability.manage.deleteAllUnbooked")}
          </Button>
        )}
      </div>
      <ul className="slot-list">
        {day.slots.map((slot) => (
          <li key={slot.id} className="slot-row" data-testid="slot" data-slot-id={slot.id} data-booked={slot.isBooked}>
            <Text>{formatClockRange(slot.startTime, slot.endTime, language)}</Text>
            <span className={`slot-row__state${slot.isBooked ? " slot-row__state--booked" : ""}`}>
              {t(slot.isBooked ? "admin.availability.manage.booked" : "admin.availability.manage.free")}
            </span>
            <Button size="s" mode={slot.isBooked ? "outline" : "plain"} onClick={() => deletion.requestDelete(slot)}>
              {t(slot.isBooked ? "admin.availability.manage.forceDelete" : "admin.availability.manage.delete")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ManageAvailability({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [range, setRange] = useState(() => manageRange(today));
  const slots = useQuery(trpc.admin.availability.listSlots.queryOptions(range));
  useLoadFailureToast(slots.error);
  const deletion = useSlotDeletion();
  const days = slots.data && groupSlotsByDate(slots.data);
  const period = `${formatCalendarDate(range.from, i18n.language)} – ${formatCalendarDate(range.to, i18n.language)}`;

  return (
    <>
      <div className="panel-card" data-testid="availability-manage">
        <Text weight="2" aria-live="polite" data-testid="manage-period">
          {period}
        </Text>
        <div className="row-actions">
          <Button size="s" mode="outline" onClick={() => setRange(shiftManageRange(range, -1))}>
            ‹ {t("admin.availability.manage.previous")}
          </Button>
          <Button size="s" mode="outline" onClick={() => setRange(shiftManageRange(range, 1))}>
            {t("admin.availability.manage.next")} ›
          </Button>
          <Button size="s" mode="bezeled" loading={slots.isFetching} onClick={() => void slots.refetch()}>
            {t("admin.availability.manage.refresh")}
          </Button>
        </div>
      </div>
      <ListStatus
        loading={slots.isPending}
        error={slots.error}
        items={days}
        emptyText={t("admin.availability.manage.empty")}
        onRetry={() => void slots.refetch()}
      >
        {(items) => (
          <div className="item-list">
            {items.map((day) => (
              <SlotDayCard key={day.date} day={day} deletion={deletion} />
            ))}
          </div>
        )}
      </ListStatus>
      {deletion.dialog}
    </>
  );
}
