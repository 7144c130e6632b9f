// Where a booking's session happens (issue 31.2, contracts session-location.ts): resolved from the
// service's setting when the booking is made and stored with it, so the link a customer was sent,
// the calendar file and every later reminder agree, whatever the owner edits afterwards.
import { randomBytes } from "node:crypto";
import { JITSI_MEET_ORIGIN, serviceLocationInput, type BookingLocation, type ServiceLocation } from "@booking/contracts";

/** 128 random bits: a room nobody can find by guessing, which is all a Jitsi room's privacy is. */
const ROOM_BYTES = 16;

/** The service's setting as stored; a value the schema does not accept says nothing (never a 500). */
export function serviceLocationOf(service: { sessionLocation: unknown }): ServiceLocation | null {
  const parsed = serviceLocationInput.safeParse(service.sessionLocation);
  return parsed.success ? parsed.data : null;
}

/** A booking's stored location (written by createBooking only). */
export function bookingLocationOf(booking: { sessionLocation: unknown }): BookingLocation | null {
  return (booking.sessionLocation as BookingLocation | null) ?? null;
}

/** A Jitsi Meet room of its own: https://meet.jit.si/session-<32 hex digits>. */
export function newJitsiRoomUrl(random: (bytes: number) => Buffer = randomBytes): string {
  return `${JITSI_MEET_ORIGIN}/session-${random(ROOM_BYTES).toString("hex")}`;
}

/**
 * What a new booking tells its customer: the service's own address or else the business address
 * (null when neither is on file), "by phone", the owner's link, or a fresh Jitsi room.
 */
export function bookingLocationFor(
  service: { sessionLocation: unknown; businessAddress: string | null },
  newRoomUrl: () => string = newJitsiRoomUrl,
): BookingLocation | null {
  const setting = serviceLocationOf(service);
  switch (setting?.kind) {
    case undefined:
      return null;
    case "inPerson":
      return { kind: "inPerson", address: setting.address ?? (service.businessAddress?.trim() || null) };
    case "phone":
      return { kind: "phone" };
    case "link":
      return { kind: "online", url: setting.url };
    case "jitsi":
      return { kind: "online", url: newRoomUrl() };
  }
}
