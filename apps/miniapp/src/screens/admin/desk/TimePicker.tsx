// A date and the free start times on it that fit a service (GET /api/bookings/available/times: the
// customers' own rules, so what is offered here is what the booking statement will accept); with
// `expertId`, that expert's starts only (an expert moving their own booking).
import { Text } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatClock } from "../../../lib/format.ts";
import { ChoicePills } from "../ui/ChoicePills.tsx";

export function TimePicker({
  serviceId,
  expertId,
  date,
  onDate,
  slotId,
  onSlot,
}: {
  serviceId: string;
  expertId?: string;
  date: string;
  onDate(date: string): void;
  slotId: string;
  onSlot(slotId: string): void;
}) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const times = useQuery({ ...trpc.bookings.availableTimes.queryOptions({ date, serviceId, expertId }), enabled: !!serviceId && !!date });
  const free = (times.data?.slots ?? []).filter((slot) => !slot.isBooked);
  // A start chosen beforehand (a free time tapped on the calendar) that this service cannot take
  // there (too long for the gap, too soon) is dropped, so nothing invisible is submitted.
  const offered = !slotId || !times.isSuccess || free.some((slot) => slot.id === slotId);
  useEffect(() => {
    if (!offered) onSlot("");
  }, [offered, onSlot]);
  return (
    <>
      <FormField
        type="date"
        name="date"
        label={t("admin.desk.date")}
        value={date}
        onValueChange={(value) => {
          onDate(value);
          onSlot("");
        }}
      />
      {times.isSuccess && free.length === 0 && <Text className="muted">{t("admin.desk.noTimes")}</Text>}
      {free.length > 0 && (
        <ChoicePills
          label={t("admin.desk.time")}
          value={slotId}
          onChange={onSlot}
          options={free.map((slot) => ({ key: slot.id, label: formatClock(slot.startTime, i18n.language) }))}
        />
      )}
    </>
  );
}
