// One column of the calendar's time grid (a day, or one expert's day): the past dimmed, the free
// time as a light band with a button per free start (tap: book a client there; drop a dragged
// booking: move it there), and the bookings as blocks sized by their duration, side by side
// where they overlap. Every block carries its full text as a title: a short block shows less.
import { statusTextKey, statusTone } from "@booking/contracts/booking-status";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatClock, formatClockRange } from "../../../lib/format.ts";
import type { DeskBooking } from "../desk/desk-booking.ts";
import { clockMinutes, freeRuns, placeInColumn } from "./grid-layout.ts";

export interface GridFreeSlot {
  id: string;
  expertId: string;
  date: string;
  startTime: string;
  endTime: string;
}

export interface GridBooking extends DeskBooking {
  expertId: string;
}

export interface ColumnProps {
  date: string;
  title: string;
  bookings: readonly GridBooking[];
  free: readonly GridFreeSlot[];
  fromHour: number;
  /** Minutes of this column already past (0: none, the whole span: all of it). */
  pastMinutes: number;
  /** Minutes from the first hour to now, when now lies in this column. */
  nowAt: number | null;
  /** A booking may be dragged (fine pointer, not begun, not cancelled). */
  canDrag(booking: GridBooking): boolean;
  dragging: boolean;
  onOpen(booking: GridBooking): void;
  onFree(slot: GridFreeSlot): void;
  onDragStart(booking: GridBooking): void;
  onDragEnd(): void;
  onDrop(slot: GridFreeSlot): void;
}

/** Pixels per minute: 56 px an hour, so a half-hour start is a 28 px tap target. */
export const PX_PER_MINUTE = 56 / 60;
const px = (minutes: number) => `${Math.round(minutes * PX_PER_MINUTE)}px`;

export function GridColumn(props: ColumnProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { fromHour } = props;
  const when = (slot: GridFreeSlot) =>
    `${formatCalendarDate(slot.date, language, { weekday: "short", day: "numeric", month: "short" })}, ${formatClock(slot.startTime, language)}`;
  const top = (time: string) => clockMinutes(time) - fromHour * 60;
  return (
    <div className={`cal-col${props.dragging ? " cal-col--dragging" : ""}`} role="group" aria-label={props.title} data-date={props.date}>
      {props.pastMinutes > 0 && <div className="cal-col__past" style={{ height: px(props.pastMinutes) }} aria-hidden="true" />}
      {freeRuns(props.free).map((run) => (
        <div
          key={`run-${run.startTime}`}
          className="cal-free"
          style={{ top: px(top(run.startTime)), height: px(clockMinutes(run.endTime) - clockMinutes(run.startTime)) }}
          aria-hidden="true"
        >
          <span className="cal-free__label">{t("planner.grid.free")}</span>
        </div>
      ))}
      {props.free.map((slot) => (
        <button
          key={slot.id}
          type="button"
          className="cal-free-slot"
          style={{ top: px(top(slot.startTime)), height: px(clockMinutes(slot.endTime) - clockMinutes(slot.startTime)) }}
          aria-label={t("planner.grid.freeSlot", { when: when(slot) })}
          title={t("planner.grid.freeSlot", { when: when(slot) })}
          data-testid="grid-free"
          data-time={slot.startTime}
          onClick={() => props.onFree(slot)}
          onDragOver={(event) => {
            if (!props.dragging) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
          }}
          onDrop={(event) => {
            event.preventDefault();
            props.onDrop(slot);
          }}
        >
          <span className="cal-free-slot__time" aria-hidden="true">
            + {formatClock(slot.startTime, language)}
          </span>
        </button>
      ))}
      {placeInColumn(props.bookings, fromHour).map(({ item: booking, top: at, height, lane, lanes }) => {
        const range = formatClockRange(booking.startTime, booking.endTime, language);
        const status = t(statusTextKey(booking.status));
        const full = `${range} · ${booking.clientName} · ${booking.serviceName} · ${status}${booking.noShow ? ` · ${t("planner.grid.noShow")}` : ""}`;
        const draggable = props.canDrag(booking);
        return (
          <button
            key={booking.id}
            type="button"
            className={`cal-booking cal-booking--${statusTone(booking.status)}${height < 45 ? " cal-booking--short" : ""}`}
            style={{ top: px(at), height: px(height), left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }}
            title={full}
            data-testid="grid-booking"
            data-booking-id={booking.id}
            draggable={draggable}
            onDragStart={(event) => {
              event.dataTransfer.setData("text/plain", booking.id);
              event.dataTransfer.effectAllowed = "move";
              props.onDragStart(booking);
            }}
            onDragEnd={props.onDragEnd}
            onClick={() => props.onOpen(booking)}
          >
            {/* The start is enough to the eye: the block's height is its length (the title has both). */}
            <span className="cal-booking__time">{formatClock(booking.startTime, language)}</span>
            <span className="cal-booking__who">{booking.clientName}</span>
            <span className="cal-booking__what">{booking.serviceName}</span>
            {/* Read out, not shown: the block's colour says it to the eye. */}
            <span className="cal-hidden">
              {status}
              {booking.noShow ? `, ${t("planner.grid.noShow")}` : ""}
            </span>
          </button>
        );
      })}
      {props.nowAt !== null && (
        <div className="cal-col__now" style={{ top: px(props.nowAt) }} aria-hidden="true" title={t("planner.grid.now")} />
      )}
    </div>
  );
}
