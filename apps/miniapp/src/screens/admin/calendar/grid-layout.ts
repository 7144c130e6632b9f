// The geometry of the calendar's time grid (issue 26.3), as pure functions: which hours the grid
// spans, where a block sits and how tall it is, and side-by-side lanes for blocks that overlap
// (two experts' bookings in one day column, a booking beside a cancelled one).

/** Minutes since local midnight of "HH:mm" ("24:00" is the next midnight: 1440). */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The hours a day needs shown when nothing is booked or free: the spec's default working day. */
export const DEFAULT_HOURS = { from: 9, to: 18 } as const;

/**
 * Whole hours [from, to) covering every item, at least the default working day, so an empty week
 * still reads as a day; an item at 07:30 widens it to 07:00, one ending 20:15 to 21:00.
 */
export function hourBounds(items: readonly { startTime: string; endTime: string }[]): { from: number; to: number } {
  let from: number = DEFAULT_HOURS.from * 60;
  let to: number = DEFAULT_HOURS.to * 60;
  for (const item of items) {
    const start = clockMinutes(item.startTime);
    // A block written across a DST change may end "before" it starts: it then runs to its start's hour end.
    const end = Math.max(clockMinutes(item.endTime), start + 30);
    from = Math.min(from, start);
    to = Math.max(to, end);
  }
  return { from: Math.floor(from / 60), to: Math.min(24, Math.ceil(to / 60)) };
}

export interface Placed<T> {
  item: T;
  /** Minutes from the grid's first hour. */
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/**
 * Positions items in one column: top and height in minutes from `fromHour`, and a lane each, so
 * items that overlap sit side by side (each cluster of overlapping items shares its lane count).
 */
export function placeInColumn<T extends { startTime: string; endTime: string }>(items: readonly T[], fromHour: number): Placed<T>[] {
  const sorted = [...items].sort((a, b) => clockMinutes(a.startTime) - clockMinutes(b.startTime));
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let clusterEnd = -1;
  let laneEnds: number[] = [];
  const closeCluster = () => {
    for (const entry of cluster) entry.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const start = clockMinutes(item.startTime);
    const end = Math.max(clockMinutes(item.endTime), start + 15);
    if (start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    const entry: Placed<T> = { item, top: start - fromHour * 60, height: end - start, lane, lanes: 1 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, end);
  }
  closeCluster();
  return placed;
}

/** Runs of adjacent free slots as one block each (for the free-time background), in time order. */
export function freeRuns<T extends { startTime: string; endTime: string }>(
  slots: readonly T[],
): { startTime: string; endTime: string; slots: T[] }[] {
  const runs: { startTime: string; endTime: string; slots: T[] }[] = [];
  for (const slot of [...slots].sort((a, b) => clockMinutes(a.startTime) - clockMinutes(b.startTime))) {
    const last = runs.at(-1);
    if (last && last.endTime === slot.startTime) {
      last.endTime = slot.endTime;
      last.slots.push(slot);
    } else runs.push({ startTime: slot.startTime, endTime: slot.endTime, slots: [slot] });
  }
  return runs;
}

/** The tenant's wall clock now: its date and minutes since midnight (the grid dims what is past). */
export function wallClock(timeZone: string | undefined, now: Date = new Date()): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, minutes: Number(part("hour")) * 60 + Number(part("minute")) };
}
