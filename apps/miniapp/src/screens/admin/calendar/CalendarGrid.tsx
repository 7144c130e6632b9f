// The calendar's day and week views as a time grid (issue 26.3): hours down the side, a column per
// day (the week) or per expert (a day on a page with several experts), bookings as blocks sized by
// their duration, the free time visible, the past dimmed. A free time opens the phone-in booking
// there; a booking opens its actions (confirm, reschedule by picking a time, no-show...). With a
// mouse a booking can also be dragged onto a free time: the move is asked once, then made by the
// same reschedule call and server rules as the picker.
import { isLiveStatus, statusTextKey } from "@booking/contracts/booking-status";
import { Button, Select, Text } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatCalendarDate, formatClock } from "../../../lib/format.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { addDays } from "../../booking/calendar.ts";
import { useTenantToday } from "../availability/useTenantToday.ts";
import { useBookingAction } from "../bookings/useBookingAction.tsx";
import { BookingActions } from "../desk/BookingActions.tsx";
import { datesFrom, hasStarted, weekStart } from "../desk/desk-booking.ts";
import { PhoneInDialog } from "../desk/PhoneInDialog.tsx";
import { useDeskRefresh } from "../desk/use-desk-refresh.ts";
import { WaitlistPanel } from "../desk/WaitlistPanel.tsx";
import { CheckboxField } from "../ui/CheckboxField.tsx";
import { Dialog } from "../ui/Dialog.tsx";
import { useConfirmation } from "../ui/useConfirmation.tsx";
import { useLoadFailureToast } from "../ui/useLoadFailureToast.ts";
import { GridColumn, PX_PER_MINUTE, type GridBooking, type GridFreeSlot } from "./GridColumn.tsx";
import { hourBounds, wallClock } from "./grid-layout.ts";
import "./calendar-grid.css";

interface Column {
  key: string;
  date: string;
  expertId?: string;
  title: string;
  head: string;
}

/** "9 AM" in English (a 12-hour clock needs no ":00" on the axis), "09:00" in Russian. */
function hourLabel(hour: number, language: string): string {
  const time = `${String(hour).padStart(2, "0")}:00`;
  if (!language.startsWith("en")) return formatClock(time, language);
  return new Intl.DateTimeFormat(language, { hour: "numeric", timeZone: "UTC" }).format(new Date(`1970-01-01T${time}:00Z`));
}

/** Fine pointer (a mouse): dragging is offered; on touch the block opens and "Reschedule" picks the time. */
const FINE_POINTER = "(hover: hover) and (pointer: fine)";

/** The tenant's wall clock, re-read every minute so the dimmed past and the "now" line move on. */
function useWallClock(timeZone: string | undefined) {
  const [clock, setClock] = useState(() => wallClock(timeZone));
  useEffect(() => {
    setClock(wallClock(timeZone));
    const timer = setInterval(() => setClock(wallClock(timeZone)), 60_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return clock;
}

export function CalendarGrid({ mode, onReschedule }: { mode: "day" | "week"; onReschedule(booking: GridBooking): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const trpc = useTRPC();
  const toast = useToast();
  const refresh = useDeskRefresh();
  const today = useTenantToday();
  const [anchor, setAnchor] = useState<string | null>(null);
  const [expertId, setExpertId] = useState("");
  const [showCancelled, setShowCancelled] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [bookAt, setBookAt] = useState<GridFreeSlot | null>(null);
  const [dragged, setDragged] = useState<GridBooking | null>(null);
  const [fine] = useState(() => window.matchMedia(FINE_POINTER).matches);
  const action = useBookingAction();
  const confirmation = useConfirmation();
  const day = anchor ?? today;
  const from = mode === "week" ? weekStart(day) : day;
  const days = datesFrom(from, mode === "week" ? 7 : 1);
  const to = days.at(-1)!;
  const calendar = useQuery({
    ...trpc.admin.bookings.calendar.queryOptions({ from, to, expertId: expertId || undefined }),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(calendar.error);
  const clock = useWallClock(calendar.data?.timeZone);
  const scroller = useRef<HTMLDivElement>(null);
  // A week wider than a phone opens scrolled to today (or the week's first day), not to Monday.
  const todayShown = days.includes(clock.date);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the triggers (today shown, the day, the data arriving) move the columns; the effect reads the DOM
  useEffect(() => {
    const box = scroller.current;
    const column = box?.querySelector<HTMLElement>(`.cal-col[data-date="${clock.date}"]`);
    const axis = box?.querySelector<HTMLElement>(".cal-axis");
    if (box && column && axis) box.scrollLeft = Math.max(0, column.offsetLeft - axis.offsetWidth);
  }, [todayShown, clock.date, !!calendar.data]);
  const reschedule = useMutation(trpc.admin.bookings.reschedule.mutationOptions());
  const step = mode === "week" ? 7 : 1;
  const data = calendar.data;
  const bookings = (data?.bookings ?? []).filter((booking) => showCancelled || isLiveStatus(booking.status));
  const opened = data?.bookings.find((booking) => booking.id === openId);
  const experts = data?.experts ?? [];
  const headOf = (date: string) =>
    formatCalendarDate(date, language, { weekday: "short", day: "numeric", month: mode === "day" ? "long" : "short" });
  const columns: Column[] =
    mode === "day" && experts.length > 1 && !expertId
      ? experts.map((expert) => ({
          key: expert.id,
          date: day,
          expertId: expert.id,
          title: `${expert.name}, ${headOf(day)}`,
          head: expert.name,
        }))
      : days.map((date) => ({ key: date, date, title: formatCalendarDate(date, language, { dateStyle: "full" }), head: headOf(date) }));
  const inColumn = <T extends { date: string; expertId: string }>(items: readonly T[], column: Column) =>
    items.filter((item) => item.date === column.date && (!column.expertId || item.expertId === column.expertId));
  // Several experts in one column (a week of all experts): one button per free start (the first
  // expert free then, whose times the phone-in dialog offers), not buttons stacked on each other.
  const mixed = experts.length > 1 && !expertId;
  const freeIn = (column: Column) => {
    const slots = inColumn(data?.free ?? [], column);
    if (!mixed || column.expertId) return slots;
    const seen = new Set<string>();
    return slots.filter((slot) => !seen.has(slot.startTime) && !!seen.add(slot.startTime));
  };
  const bounds = hourBounds([...bookings, ...(data?.free ?? [])]);
  const span = (bounds.to - bounds.from) * 60;
  const nowTime = `${String(Math.floor(clock.minutes / 60)).padStart(2, "0")}:${String(clock.minutes % 60).padStart(2, "0")}`;
  const started = (booking: GridBooking) => hasStarted(booking, clock.date, nowTime);

  function askMove(booking: GridBooking, slot: GridFreeSlot) {
    setDragged(null);
    const when = `${formatCalendarDate(slot.date, language, { weekday: "short", day: "numeric", month: "long" })}, ${formatClock(slot.startTime, language)}`;
    confirmation.ask({
      question: t("planner.grid.moveQuestion", { client: booking.clientName, service: booking.serviceName, when }),
      confirmLabel: t("planner.grid.move"),
      run: async () => {
        try {
          await reschedule.mutateAsync({ id: booking.id, newSlotId: slot.id });
          toast.success(t("admin.desk.rescheduled"));
        } catch (error) {
          toast.failure(error, "admin.desk.rescheduleFailed");
        }
        await refresh();
      },
    });
  }

  return (
    <>
      <div className="panel-card">
        <div className="row-actions desk-nav">
          <Button size="s" mode="outline" onClick={() => setAnchor(addDays(day, -step))} aria-label={t("admin.desk.previous")}>
            ‹
          </Button>
          <Button size="s" mode="outline" onClick={() => setAnchor(null)}>
            {t("admin.desk.today")}
          </Button>
          <Button size="s" mode="outline" onClick={() => setAnchor(addDays(day, step))} aria-label={t("admin.desk.next")}>
            ›
          </Button>
          <Text weight="2" data-testid="desk-range">
            {formatCalendarDate(from, language, { dateStyle: "medium" })}
            {from !== to && ` – ${formatCalendarDate(to, language, { dateStyle: "medium" })}`}
          </Text>
        </div>
        <div className="cal-options">
          {experts.length > 1 && (
            <Select
              header={t("admin.desk.expert")}
              aria-label={t("admin.desk.expert")}
              value={expertId}
              onChange={(e) => setExpertId(e.target.value)}
            >
              <option value="">{t("admin.desk.allExperts")}</option>
              {experts.map((expert) => (
                <option key={expert.id} value={expert.id}>
                  {expert.name}
                </option>
              ))}
            </Select>
          )}
          <CheckboxField label={t("planner.grid.showCancelled")} checked={showCancelled} onCheckedChange={setShowCancelled} />
        </div>
        <Text className="muted">{t(fine ? "planner.grid.dragHint" : "planner.grid.tapHint")}</Text>
      </div>
      <ListStatus
        loading={calendar.isPending}
        error={calendar.error}
        items={data ? [data] : undefined}
        emptyText=""
        onRetry={() => void calendar.refetch()}
      >
        {() => (
          <div className="cal-scroll" data-testid={`grid-${mode}`} ref={scroller}>
            <div
              className={`cal-grid cal-grid--${mode}`}
              style={{
                gridTemplateColumns: `var(--cal-axis) repeat(${columns.length}, minmax(var(--cal-col-min), 1fr))`,
                ["--cal-height" as string]: `${Math.round(span * PX_PER_MINUTE)}px`,
              }}
              aria-label={t("planner.grid.label")}
              role="region"
            >
              <div className="cal-grid__corner" aria-hidden="true" />
              {columns.map((column) => (
                <div
                  key={column.key}
                  className={`cal-grid__head${column.date === clock.date ? " cal-grid__head--today" : ""}`}
                  aria-hidden="true"
                >
                  {column.head}
                </div>
              ))}
              <div className="cal-axis" aria-hidden="true">
                {Array.from({ length: bounds.to - bounds.from }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the axis's i-th hour is its identity
                  <span key={i} className="cal-axis__hour" style={{ top: `${Math.round(i * 60 * PX_PER_MINUTE)}px` }}>
                    {hourLabel(bounds.from + i, language)}
                  </span>
                ))}
              </div>
              {columns.map((column) => {
                const sinceStart = clock.minutes - bounds.from * 60;
                const past = column.date < clock.date ? span : column.date === clock.date ? Math.min(span, Math.max(0, sinceStart)) : 0;
                return (
                  <GridColumn
                    key={column.key}
                    date={column.date}
                    title={column.title}
                    bookings={inColumn(bookings, column)}
                    free={freeIn(column)}
                    fromHour={bounds.from}
                    pastMinutes={past}
                    nowAt={column.date === clock.date && sinceStart >= 0 && sinceStart <= span ? sinceStart : null}
                    canDrag={(booking) => fine && isLiveStatus(booking.status) && !started(booking)}
                    dragging={dragged !== null}
                    onOpen={(booking) => setOpenId(booking.id)}
                    onFree={setBookAt}
                    onDragStart={setDragged}
                    onDragEnd={() => setDragged(null)}
                    onDrop={(slot) => dragged && askMove(dragged, slot)}
                  />
                );
              })}
            </div>
          </div>
        )}
      </ListStatus>
      {data && data.bookings.length === 0 && data.free.length === 0 && (
        <Text className="muted cal-empty">{t("planner.grid.outsideDays")}</Text>
      )}
      <WaitlistPanel from={from} to={to} />
      {opened && (
        <Dialog title={`${opened.serviceName} · ${opened.clientName}`} onClose={() => setOpenId(null)} testId="desk-booking-dialog">
          <Text>
            {formatCalendarDate(opened.date, language, { dateStyle: "full" })}, {formatClock(opened.startTime, language)}–
            {formatClock(opened.endTime, language)} · {t(statusTextKey(opened.status))}
          </Text>
          <div className="row-actions">
            <BookingActions
              booking={opened}
              action={action}
              onReschedule={(booking) => {
                setOpenId(null);
                onReschedule({ ...booking, expertId: opened.expertId });
              }}
            />
          </div>
        </Dialog>
      )}
      {bookAt && (
        <PhoneInDialog
          // One expert's times when the page has several; a page with one names none (the customers' call).
          initial={{ date: bookAt.date, slotId: bookAt.id, expertId: experts.length > 1 ? bookAt.expertId : undefined }}
          onClose={() => setBookAt(null)}
        />
      )}
      {action.dialog}
      {confirmation.dialog}
    </>
  );
}
