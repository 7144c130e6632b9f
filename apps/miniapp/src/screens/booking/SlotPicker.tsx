// Step 3 of booking: the free start times of the chosen day.
import { useTranslation } from "react-i18next";
import type { Slot } from "../../data/api-types.ts";
import { formatClock, formatClockRange } from "../../lib/format.ts";

export function SlotPicker({
  slots,
  selectedId,
  onSelect,
}: {
  slots: readonly Slot[];
  selectedId: string | null;
  onSelect(slot: Slot): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="slot-grid" role="group" aria-label={t("booking.chooseTime")}>
      {slots.map((slot) => (
        <button
          key={slot.id}
          type="button"
          className="slot"
          aria-pressed={slot.id === selectedId}
          aria-label={formatClockRange(slot.startTime, slot.endTime, i18n.language)}
          data-testid="slot"
          data-slot-id={slot.id}
          onClick={() => onSelect(slot)}
        >
          {formatClock(slot.startTime, i18n.language)}
        </button>
      ))}
    </div>
  );
}
