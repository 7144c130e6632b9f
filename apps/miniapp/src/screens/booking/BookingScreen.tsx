// Spec §2 "Booking screen": 1. a service, 2. a date on the calendar, 3. a start time of that day,
// 4. confirm, shown only when all three are chosen; inside Telegram the MainButton confirms. Where
// the page takes online payments, the confirmation states its prepayment rule (issue 20.1).
// `?service=<id>` (from the services list) preselects the service. A visitor who confirmed before
// signing up or in comes back to the same choice, its time re-checked (issue 14.2). A link to a
// time (`&slot=<id>&date=<yyyy-mm-dd>`, issue 18.2) opens its confirmation, the time held for a
// signed-in customer (useTimeHold.ts).
import { DEFAULT_TENANT_SLUG, SLOT_HOLD_MINUTES } from "@booking/contracts/constants";
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState, ErrorBox, ListStatus, LoadingState } from "../../components/ListState.tsx";
import { ConsentField } from "../../components/form/ConsentField.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { PrepaymentRule } from "../../components/PrepaymentRule.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { ShareButton } from "../../components/ShareButton.tsx";
import type { AvailableDays, AvailableTimes, Service, Slot } from "../../data/api-types.ts";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { formatCalendarDate, formatClock } from "../../lib/format.ts";
import { forgetBooking, pendingBooking } from "../../lib/pending-booking.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useMainButton } from "../../telegram/useMainButton.ts";
import { useZoneNote, type ZoneNote } from "../../tenant/time-zone.ts";
import { useCustomerClock } from "../../tenant/customer-clock.ts";
import { ClockSwitch } from "../../components/ClockSwitch.tsx";
import { BookingCalendar } from "./BookingCalendar.tsx";
import { bookingWindow, clampMonth, compareMonths, monthOf, monthRange, shiftMonth, todayIn, type YearMonth } from "./calendar.ts";
import { ServicePicker, ServiceSummary } from "./ServicePicker.tsx";
import { ExpertPicker } from "./ExpertPicker.tsx";
import { useAvailability } from "./useAvailability.ts";
import { SlotPicker } from "./SlotPicker.tsx";
import { DayWaitlist } from "./DayWaitlist.tsx";
import { useConfirmBooking } from "./useConfirmBooking.ts";
import { heldSlot, linkedTime, useTimeHold } from "./useTimeHold.ts";
import { useShareTarget } from "./share-target.ts";
import { IntakeQuestionsFields } from "./IntakeQuestionsFields.tsx";
import type { IntakeAnswersInput } from "@booking/contracts/intake-rules";
import { useFrameHeightInWidget } from "../../embed/frame-height.ts";
import "./booking.css";

function Step({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section className="booking-step" data-testid={testId}>
      <Title level="3" weight="2" Component="h2">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Steps 2 and 3 for the chosen service (exported for its test: the calendar is the tenant's). */
export function DateAndTime({
  days,
  times,
  month,
  date,
  slotId,
  slotGoneCode,
  zone,
  aside,
  waitlist,
  onMonth,
  onDate,
  onSlot,
  onRetryDays,
  onRetryTimes,
  titles,
}: {
  /** `isPlaceholderData`: the last month's answer, shown while the shown month's loads. */
  days: { data?: AvailableDays; isPending: boolean; isPlaceholderData?: boolean; error?: unknown };
  times: { data?: AvailableTimes; isPending: boolean; error?: unknown };
  month: YearMonth;
  date: string | null;
  slotId: string | null;
  slotGoneCode: string | null;
  /** Said above the times when the viewer's clock is not the tenant's (issue 14.5). */
  zone?: ZoneNote | null;
  /** Under the times (beside the calendar on a desktop): the chosen service and the confirmation. */
  aside?: ReactNode;
  /** Under the chosen day's times: joining the waitlist of the day or of a taken time (issue 18.3). */
  waitlist?: ReactNode;
  onMonth(month: YearMonth): void;
  onDate(date: string): void;
  onSlot(slot: Slot): void;
  onRetryDays?(): void;
  onRetryTimes?(): void;
  /** The steps' headings (default: the booking screen's numbered steps; a move has no numbers). */
  titles?: { date: string; time: string };
}) {
  const { t } = useTranslation();
  const window = bookingWindow(todayIn(days.data?.timeZone));
  // Another month's answer says nothing of this month's days: they wait, disabled, until theirs comes.
  const shownDays = days.isPlaceholderData ? undefined : days.data;
  const availableDates = useMemo(() => (shownDays ? new Set(shownDays.days.map((day) => day.date)) : undefined), [shownDays]);
  const slots = times.data?.date === date ? times.data.slots : undefined;
  const clock = useCustomerClock(days.data?.timeZone ?? times.data?.timeZone);
  return (
    <div className="booking-when">
      <Step title={titles?.date ?? t("booking.chooseDate")}>
        <BookingCalendar
          window={window}
          month={month}
          onMonth={onMonth}
          availableDates={availableDates}
          selected={date}
          onSelect={onDate}
        />
        {days.error != null && <ErrorBox error={days.error} onRetry={onRetryDays} />}
      </Step>
      <div className="booking-side">
        <Step title={titles?.time ?? t("booking.chooseTime")} testId="booking-times">
          {slotGoneCode && <FormMessage>{t(`errors.${slotGoneCode}`)}</FormMessage>}
          <ClockSwitch clock={clock} />
          {zone && clock.choice === "business" && (
            <Text className="booking-zone" data-testid="booking-zone">
              {t("booking.zoneNote", { zone: zone.long })}
            </Text>
          )}
          {!date ? (
            <EmptyState text={t("booking.pickDayFirst")} />
          ) : times.error != null ? (
            <ErrorBox error={times.error} onRetry={onRetryTimes} />
          ) : !slots ? (
            <LoadingState />
          ) : slots.length > 0 ? (
            <SlotPicker slots={slots} selectedId={slotId} clock={clock} onSelect={onSlot} />
          ) : (
            <EmptyState text={t("booking.noSlots")} />
          )}
          {slots && waitlist}
        </Step>
        {aside}
      </div>
    </div>
  );
}

/** The screen without its data layer (exported for its test, which brings a stand-in API). */
/** The answers a visitor gave before signing up, kept with their time (a link's time has none). */
function keptAnswers(kept: ReturnType<typeof pendingBooking> | ReturnType<typeof linkedTime>): IntakeAnswersInput {
  return (kept && "answers" in kept && kept.answers) || {};
}

export function BookingScreen() {
  useFrameHeightInWidget();
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const [searchParams] = useSearchParams();
  // A link's time wins over a kept choice: it is what the user just opened.
  const [linked] = useState(() => linkedTime(searchParams));
  const [kept] = useState(() => linked ?? pendingBooking(tenant));
  const hold = useTimeHold(kept);
  const session = useSession();
  const [serviceId, setServiceId] = useState<string | null>(() => searchParams.get("service") ?? kept?.serviceId ?? null);
  const [date, setDate] = useState<string | null>(() => kept?.date ?? null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [resumedSlotId, setResumedSlotId] = useState<string | null>(null);
  // The service's questions answered so far (issue 31.1), or as answered before signing up; a new
  // service starts them over.
  const [answers, setAnswers] = useState<IntakeAnswersInput>(() => keptAnswers(kept));
  const booking = useConfirmBooking(tenant, () => setSlot(null));

  const services = useQuery(trpc.services.list.queryOptions());
  const service: Service | undefined = services.data?.find((candidate) => candidate.id === serviceId);
  const [shownMonth, setShownMonth] = useState(() => monthOf(kept?.date ?? todayIn(undefined)));
  // Until the customer turns the month or picks a day, the calendar moves on from a month without
  // free days (the last days of a month) to the month that holds the next ones (issue 25.8).
  const [monthFollowsFreeDays, setMonthFollowsFreeDays] = useState(!kept?.date);
  const [zone, setZone] = useState<string | undefined>(undefined);
  const calendarWindow = bookingWindow(todayIn(zone));
  const month = clampMonth(shownMonth, calendarWindow);
  // Several experts (ENTERPRISE): pick one or "any available"; one expert: no step, the page's calendar.
  const experts = useQuery({ ...trpc.experts.list.queryOptions({ serviceId: service?.id }), enabled: !!service });
  const [expertChoice, setExpertChoice] = useState("any");
  const choosesExpert = (experts.data?.length ?? 0) > 1;
  const expertId = choosesExpert ? (experts.data!.some((e) => e.id === expertChoice) ? expertChoice : "any") : undefined;
  const { days, times } = useAvailability(service?.id, month, date, expertId);
  const timeZone = days.data?.timeZone ?? times.data?.timeZone;
  useEffect(() => setZone(timeZone), [timeZone]);
  const monthIsEmpty = !!days.data && !days.isPlaceholderData && days.data.days.length === 0;
  const { first: firstMonth, last: lastMonth } = monthRange(calendarWindow);
  useEffect(() => {
    if (!monthFollowsFreeDays || !monthIsEmpty) return;
    if (compareMonths(month, lastMonth) < 0) return setShownMonth(shiftMonth(month, 1));
    // Nothing free in the whole window: back to this month, where a new business's times will come.
    setMonthFollowsFreeDays(false);
    setShownMonth(firstMonth);
  }, [monthFollowsFreeDays, monthIsEmpty, month, firstMonth, lastMonth]);
  const turnMonth = (next: YearMonth) => {
    setMonthFollowsFreeDays(false);
    setShownMonth(next);
  };
  const zoneNote = useZoneNote(timeZone);
  const clock = useCustomerClock(timeZone);

  // The kept choice, once its day's free times are known: the same time if it is still free.
  const restoring = useRef(kept);
  useEffect(() => {
    const choice = restoring.current;
    if (!choice || hold.status === "holding" || !times.data || service?.id !== choice.serviceId || times.data.date !== choice.date) return;
    restoring.current = undefined;
    forgetBooking();
    // Held for this customer: that very slot (in "any available" mode the list may name another expert's).
    if (hold.status === "held") {
      setSlot(heldSlot(hold.held));
      setResumedSlotId(hold.held.slotId);
      return;
    }
    const free =
      hold.status === "refused" ? undefined : times.data.slots.find((candidate) => candidate.id === choice.slotId && !candidate.isBooked);
    if (free) {
      setSlot(free);
      setResumedSlotId(free.id);
    } else {
      booking.slotGone(hold.status === "refused" ? hold.code : undefined);
    }
  }, [times.data, service?.id, booking, hold]);
  const heldHere = hold.status === "held" && slot?.id === hold.held.slotId ? hold.held : null;
  // A visitor who pressed Confirm, then signed up or in, comes back to that time held for them: it is
  // booked at once (issue 25.2: their Confirm is not asked twice). A link's time is only shown, and a
  // consent box still to tick waits for the tick and a press.
  const confirmOnReturn = useRef(!linked && !!kept);
  useEffect(() => {
    if (!confirmOnReturn.current || !heldHere || !service || !date || !booking.readyToSend) return;
    confirmOnReturn.current = false;
    booking.confirm({ serviceId: service.id, slotId: heldHere.slotId, date, anyExpert: false });
  }, [heldHere, service, date, booking]);
  const shareTarget = useShareTarget(tenant, service);

  const ready = !!service && !!date && !!slot;
  // The chosen time as the customer reads it: on the device's clock when chosen (issue 31.5).
  const shownSlot = ready ? clock.show({ date, startTime: slot.startTime, endTime: slot.endTime }) : null;
  const confirm = () =>
    booking.confirm({
      serviceId: service?.id ?? null,
      slotId: slot?.id ?? null,
      date,
      anyExpert: expertId === "any" && !heldHere,
      questions: service?.questions,
      answers,
    });
  const { native } = useMainButton({
    text: t("booking.confirm"),
    visible: ready,
    enabled: ready,
    loading: booking.pending,
    onClick: confirm,
  });

  const chooseService = (next: Service) => {
    setServiceId(next.id);
    if (next.id !== serviceId) setAnswers({});
    setDate(null);
    setSlot(null);
    booking.clearSlotGone();
  };
  const chooseExpert = (next: string) => {
    setExpertChoice(next);
    setSlot(null);
    booking.clearSlotGone();
  };
  const chooseDate = (next: string) => {
    setMonthFollowsFreeDays(false);
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
        <ListStatus
          loading={services.isPending}
          error={services.error}
          items={services.data}
          emptyText={t("booking.noServices")}
          onRetry={() => void services.refetch()}
        >
          {(items) => <ServicePicker services={items} selectedId={service?.id ?? null} onSelect={chooseService} />}
        </ListStatus>
      </Step>
      {service && choosesExpert && (
        <Step title={t("booking.chooseExpert")} testId="booking-experts">
          <ExpertPicker experts={experts.data!} selected={expertId ?? "any"} onSelect={chooseExpert} />
        </Step>
      )}
      {service && (
        <DateAndTime
          days={days}
          times={times}
          month={month}
          date={date}
          slotId={slot?.id ?? null}
          slotGoneCode={booking.slotGoneCode}
          zone={zoneNote}
          onMonth={turnMonth}
          onDate={chooseDate}
          onSlot={chooseSlot}
          onRetryDays={() => void days.refetch()}
          onRetryTimes={() => void times.refetch()}
          waitlist={
            date &&
            times.data?.date === date && (
              <DayWaitlist
                serviceId={service.id}
                date={date}
                expertId={expertId}
                dayFull={times.data.slots.length === 0}
                taken={times.data.taken}
              />
            )
          }
          aside={
            <>
              <ServiceSummary service={service} />
              {shareTarget && (
                <div className="booking-share">
                  <ShareButton target={shareTarget} testId="booking-share" />
                </div>
              )}
              {ready && shownSlot && (
                <div className="booking-confirm">
                  {heldHere ? (
                    <FormMessage tone="info">
                      <span data-testid="booking-held">{t("booking.held", { minutes: heldHere.holdMinutes })}</span>
                    </FormMessage>
                  ) : (
                    resumedSlotId === slot.id && (
                      <FormMessage tone="info">
                        <span data-testid="booking-resumed">
                          {t(linked && !session.user ? "booking.holdOnSignIn" : "booking.resumed", { minutes: SLOT_HOLD_MINUTES })}
                        </span>
                      </FormMessage>
                    )
                  )}
                  <Text data-testid="booking-summary">
                    {t("booking.summary", {
                      service: service.name,
                      date: formatCalendarDate(shownSlot.date, i18n.language, { dateStyle: "long" }),
                      time: formatClock(shownSlot.startTime, i18n.language),
                    })}
                    {clock.choice === "device" ? ` (${clock.shownZone})` : zoneNote && ` (${zoneNote.short})`}
                  </Text>
                  <IntakeQuestionsFields
                    questions={service.questions}
                    answers={answers}
                    problem={booking.intakeProblem}
                    disabled={booking.pending}
                    onAnswer={(questionId, value) => {
                      booking.clearIntakeProblem(questionId);
                      setAnswers((current) => {
                        const { [questionId]: _previous, ...rest } = current;
                        return value === undefined ? rest : { ...rest, [questionId]: value };
                      });
                    }}
                  />
                  {days.data?.payment.online && <PrepaymentRule prepayment={days.data.payment.prepayment} />}
                  {booking.consent && (
                    <ConsentField
                      tenant={tenant}
                      checked={booking.consent.checked}
                      onCheckedChange={booking.consent.onCheckedChange}
                      error={booking.consent.error}
                      disabled={booking.pending}
                    />
                  )}
                  {!native && (
                    <Button size="l" stretched loading={booking.pending} disabled={booking.pending} onClick={confirm}>
                      {booking.pending ? t("booking.confirming") : t("booking.confirm")}
                    </Button>
                  )}
                </div>
              )}
            </>
          }
        />
      )}
    </ScreenFrame>
  );
}

export default withData(BookingScreen);
