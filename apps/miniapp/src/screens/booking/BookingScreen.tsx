// Spec §2 "Booking screen": 1. a service, 2. a date on the calendar, 3. a start time of that day,
// 4. confirm, shown only when all three are chosen; inside Telegram the MainButton confirms. Where
// the page takes online payments, the confirmation states its prepayment rule (issue 20.1).
// `?service=<id>` (from the services list) preselects the service. A visitor who confirmed before
// signing up or in comes back to the same choice, its time re-checked (issue 14.2).
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorBox, ListStatus, LoadingState } from "../../components/ListState.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { PrepaymentRule } from "../../components/PrepaymentRule.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import type { AvailableSlots, Service, Slot } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { formatCalendarDate, formatClock } from "../../lib/format.ts";
import { forgetBooking, pendingBooking } from "../../lib/pending-booking.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useMainButton } from "../../telegram/useMainButton.ts";
import { BookingCalendar } from "./BookingCalendar.tsx";
import { availabilityQueryRange, bookingWindow, todayIn } from "./calendar.ts";
import { ServicePicker } from "./ServicePicker.tsx";
import { SlotPicker } from "./SlotPicker.tsx";
import { useConfirmBooking } from "./useConfirmBooking.ts";
import "./booking.css";

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="booking-step">
      <Title level="3" weight="2">{title}</Title>
      {children}
    </section>
  );
}

/** Steps 2 and 3 for the chosen service (exported for its test: the calendar is the tenant's). */
export function DateAndTime({ availability, date, slotId, slotGoneCode, onDate, onSlot }: {
  availability: AvailableSlots;
  date: string | null;
  slotId: string | null;
  slotGoneCode: string | null;
  onDate(date: string): void;
  onSlot(slot: Slot): void;
}) {
  const { t } = useTranslation();
  const window = bookingWindow(todayIn(availability.timeZone));
  const availableDates = useMemo(() => new Set(availability.days.map((day) => day.date)), [availability]);
  const slots = availability.days.find((day) => day.date === date)?.slots ?? [];
  return (
    <>
      <Step title={t("booking.chooseDate")}>
        <BookingCalendar window={window} availableDates={availableDates} selected={date} onSelect={onDate} />
      </Step>
      {date && (
        <Step title={t("booking.chooseTime")}>
          {slotGoneCode && <FormMessage>{t(`errors.${slotGoneCode}`)}</FormMessage>}
          {slots.length > 0 ? <SlotPicker slots={slots} selectedId={slotId} onSelect={onSlot} /> : <EmptyState text={t("booking.noSlots")} />}
        </Step>
      )}
    </>
  );
}

/** The screen without its data layer (exported for its test, which brings a stand-in API). */
export function BookingScreen() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const [searchParams] = useSearchParams();
  const [kept] = useState(() => pendingBooking(tenant));
  const [serviceId, setServiceId] = useState<string | null>(() => searchParams.get("service") ?? kept?.serviceId ?? null);
  const [date, setDate] = useState<string | null>(() => kept?.date ?? null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [resumedSlotId, setResumedSlotId] = useState<string | null>(null);
  const booking = useConfirmBooking(tenant, () => setSlot(null));

  const services = useQuery(trpc.services.list.queryOptions());
  const service: Service | undefined = services.data?.find((candidate) => candidate.id === serviceId);
  const range = useMemo(() => availabilityQueryRange(todayIn(undefined)), []);
  const availability = useQuery({
    ...trpc.bookings.available.queryOptions({ ...range, serviceId: service?.id }),
    enabled: !!service,
  });

  // The kept choice, once its service's free times are known: the same time if it is still free.
  const restoring = useRef(kept);
  useEffect(() => {
    const choice = restoring.current;
    if (!choice || !availability.data || service?.id !== choice.serviceId) return;
    restoring.current = undefined;
    forgetBooking();
    const free = availability.data.days.find((day) => day.date === choice.date)?.slots.find((candidate) => candidate.id === choice.slotId && !candidate.isBooked);
    if (free) {
      setSlot(free);
      setResumedSlotId(free.id);
    } else {
      booking.slotGone();
    }
  }, [availability.data, service?.id, booking]);

  const ready = !!service && !!date && !!slot;
  const confirm = () => booking.confirm({ serviceId: service?.id ?? null, slotId: slot?.id ?? null, date });
  const { native } = useMainButton({ text: t("booking.confirm"), visible: ready, enabled: ready, loading: booking.pending, onClick: confirm });

  const chooseService = (next: Service) => {
    setServiceId(next.id);
    setDate(null);
    setSlot(null);
    booking.clearSlotGone();
  };
  const chooseDate = (next: string) => {
    setDate(next);
    setSlot(null);
    booking.clearSlotGone();
  };
  const chooseSlot = (next: Slot) => {
    setSlot(next);
    booking.clearSlotGone();
  };

  return (
    <ScreenFrame title={t("booking.title")}>
      <Step title={t("booking.chooseService")}>
        <ListStatus loading={services.isPending} error={services.error} items={services.data} emptyText={t("booking.noServices")} onRetry={() => void services.refetch()}>
          {(items) => <ServicePicker services={items} selectedId={service?.id ?? null} onSelect={chooseService} />}
        </ListStatus>
      </Step>
      {service && availability.isPending && <LoadingState />}
      {service && availability.error && <ErrorBox error={availability.error} onRetry={() => void availability.refetch()} />}
      {service && availability.data && (
        <DateAndTime
          availability={availability.data} date={date} slotId={slot?.id ?? null} slotGoneCode={booking.slotGoneCode}
          onDate={chooseDate} onSlot={chooseSlot}
        />
      )}
      {ready && (
        <div className="booking-confirm">
          {resumedSlotId === slot.id && <FormMessage tone="info"><span data-testid="booking-resumed">{t("booking.resumed")}</span></FormMessage>}
          <Text data-testid="booking-summary">
            {t("booking.summary", { service: service.name, date: formatCalendarDate(date, i18n.language, { dateStyle: "long" }), time: formatClock(slot.startTime, i18n.language) })}
          </Text>
          {availability.data?.payment.online && <PrepaymentRule prepayment={availability.data.payment.prepayment} />}
          {!native && (
            <Button size="l" stretched loading={booking.pending} disabled={booking.pending} onClick={confirm}>
              {booking.pending ? t("booking.confirming") : t("booking.confirm")}
            </Button>
          )}
        </div>
      )}
    </ScreenFrame>
  );
}

export default withData(BookingScreen);
