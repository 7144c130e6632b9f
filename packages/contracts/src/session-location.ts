// Where a session happens (issue 31.2). The service holds the owner's setting; a booking holds what
// the customer was given when booking (a snapshot, like the price): an address, "by phone", or a
// link to join. A service without a setting shows nothing, as the spec's form does.
// Free of zod, so the customer's screens can use it without the schemas (session-location-views.ts).
import type { BookingLocation, ServiceLocation } from "./session-location-views.ts";

export type { BookingLocation, ServiceLocation };

/** The owner's choices: in person, by phone, their own fixed link, or a Jitsi Meet room per booking. */
export const SERVICE_LOCATION_KINDS = ["inPerson", "phone", "link", "jitsi"] as const;
export type ServiceLocationKind = (typeof SERVICE_LOCATION_KINDS)[number];

/** What a booking tells its customer and the staff: both online choices become a link to join. */
export const BOOKING_LOCATION_KINDS = ["inPerson", "phone", "online"] as const;
export type BookingLocationKind = (typeof BOOKING_LOCATION_KINDS)[number];

/** The kind a public list may show before booking: never a link or an address. */
export function publicLocationKind(location: ServiceLocation | null): BookingLocationKind | null {
  if (!location) return null;
  return location.kind === "link" || location.kind === "jitsi" ? "online" : location.kind;
}

/** Jitsi Meet's public server: a room exists as soon as someone opens its URL, no account needed. */
export const JITSI_MEET_ORIGIN = "https://meet.jit.si";

/** The owner's link as the client checks it before sending (the server's rule: content-schemas.ts meetingLink). */
export function isHttpsLink(text: string): boolean {
  const value = text.trim();
  return URL.canParse(value) && new URL(value).protocol === "https:" && new URL(value).hostname !== "";
}

/** A search for the address on a map (Yandex Maps: it reads Russian and Latin addresses alike). */
export function mapLinkFor(address: string): string {
  return `https://yandex.ru/maps/?text=${encodeURIComponent(address)}`;
}

/** The words of a location line, in one language (the bot's and the emails' catalogues both have them). */
export interface LocationTexts {
  inPerson: (address: string, map: string) => string;
  inPersonOnly: string;
  phone: string;
  online: (url: string) => string;
}

/** The location as one line of a message or email (plain text, the link written out). */
export function describeLocation(location: BookingLocation, texts: LocationTexts): string {
  switch (location.kind) {
    case "inPerson":
      return location.address ? texts.inPerson(location.address, mapLinkFor(location.address)) : texts.inPersonOnly;
    case "phone":
      return texts.phone;
    case "online":
      return texts.online(location.url);
  }
}
