// Issue 31.5: the customer's own clock. Times come from the server on the business's clock (local
// date + HH:mm and its zone); where the device is in another zone, the booking screen and "my
// bookings" offer to show them on the device's clock instead. The choice is one for the whole app
// (every card and summary follows the switch at once) and is remembered on the device. Default:
// the business's clock, as the spec says.
import { convertLocalTimes, type LocalSlotTimes } from "@booking/contracts/zoned-time";
import { useSyncExternalStore } from "react";
import { appStorage, STORAGE_KEYS } from "../lib/storage.ts";

export type ClockChoice = "business" | "device";

const HALF_A_YEAR_MS = 182 * 86_400_000;

/** The device's IANA zone (undefined where the runtime cannot say). */
export function deviceZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function offsetAt(zone: string, at: Date): string | undefined {
  try {
    const parts = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" }).formatToParts(at);
    return parts.find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return undefined;
  }
}

/**
 * Whether two zones ever read differently: another name alone (an alias, a neighbour on the same
 * rules) is not enough; the offsets must differ now or half a year on (one zone keeps summer time).
 */
export function zonesDiffer(businessZone: string, device: string, now: Date): boolean {
  if (businessZone === device) return false;
  const later = new Date(now.getTime() + HALF_A_YEAR_MS);
  const business = [offsetAt(businessZone, now), offsetAt(businessZone, later)];
  const own = [offsetAt(device, now), offsetAt(device, later)];
  if (business.includes(undefined) || own.includes(undefined)) return false;
  return business[0] !== own[0] || business[1] !== own[1];
}

const listeners = new Set<() => void>();

function storedChoice(): ClockChoice {
  return appStorage.getItem(STORAGE_KEYS.clockChoice) === "device" ? "device" : "business";
}

export function chooseClock(choice: ClockChoice): void {
  appStorage.setItem(STORAGE_KEYS.clockChoice, choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface CustomerClock {
  /** The device's zone when it differs from the business's: the switch is offered. */
  deviceZone: string | null;
  /** The business's zone (as given). */
  businessZone: string | undefined;
  choice: ClockChoice;
  /** The zone the times are shown in. */
  shownZone: string | undefined;
  /** A booking's or slot's times as shown: on the device's clock when chosen, else unchanged. */
  show<T extends LocalSlotTimes>(times: T): T;
}

/** The clock for times of a business in `businessZone`; `device` and `now` are injectable for tests. */
export function customerClock(
  businessZone: string | undefined,
  choice: ClockChoice,
  device: string | undefined = deviceZone(),
  now: Date = new Date(),
): CustomerClock {
  const differs = !!businessZone && !!device && zonesDiffer(businessZone, device, now);
  const onDevice = differs && choice === "device";
  return {
    deviceZone: differs ? (device ?? null) : null,
    businessZone,
    choice: differs ? choice : "business",
    shownZone: onDevice ? device : businessZone,
    show: (times) => (onDevice && businessZone && device ? { ...times, ...convertLocalTimes(times, businessZone, device) } : times),
  };
}

/** The remembered choice applied to a business's zone; every user re-renders when it changes. */
export function useCustomerClock(businessZone: string | undefined): CustomerClock {
  const choice = useSyncExternalStore(subscribe, storedChoice, () => "business" as const);
  return customerClock(businessZone, choice);
}
