// Step 3 of booking: the free start times of the chosen day. On the customer's own clock (issue
// 31.5) a time that falls on another day there says which ("23:00 · 21 Nov").
import { useTranslation } from "react-i18next";
import type { Slot } from "../../data/api-types.ts";
import { formatCalendarDate, formatClock, formatClockRange } from "../../lib/format.ts";
import type { CustomerClock } from "../../tenant/customer-clock.ts";

export function SlotPicker({
  slots,
  selectedId,
  clock,
  onSelect,
}: {
  slots: readonly Slot[];
  selectedId: string | null;
  /** The clock the times are read on (the business's when none is given). */
  clock?: CustomerClock;
  onSelect(slot: Slot): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="slot-grid" role="group" aria-label={t("booking.chooseTime")}>
      {slots.map((slot) => {
        const shown = clock ? clock.show(slot) : slot;
        const otherDay =
          shown.date !== slot.date ? formatCalendarDate(shown.date, i18n.language, { day: "numeric", month: "short" }) : null;
        const range = formatClockRange(shown.startTime, shown.endTime, i18n.language);
        return (
          <button
            key={slot.id}
            type="button"
            className="slot"
            aria-pressed={slot.id === selectedId}
            aria-label={otherDay ? `${otherDay}, ${range}` : range}
            data-testid="slot"
            data-slot-id={slot.id}
            onClick={() => onSelect(slot)}
          >
            {formatClock(shown.startTime, i18n.language)}
            {otherDay && (
              <span className="slot__day" data-testid="slot-day">
                {otherDay}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
