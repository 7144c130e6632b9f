// Unguessable calendar URLs (issue 18.4). A calendar app fetches them without our session, so the
// URL is the credential: an HMAC with APP_SECRET over the tenant and the feed (or booking) id.
// Nothing secret is stored; deleting a feed row revokes its URL, and a booking's download link
// only ever shows that one booking.
import crypto from "node:crypto";

const SIGNATURE_LENGTH = 32;

function sign(appSecret: string, purpose: string, tenantId: string, id: string): string {
  return crypto
    .createHmac("sha256", appSecret)
    .update(`calendar-${purpose}:${tenantId}:${id}`)
    .digest("base64url")
    .slice(0, SIGNATURE_LENGTH);
}

function verify(appSecret: string, purpose: string, tenantId: string, id: string, signature: string): boolean {
  const expected = Buffer.from(sign(appSecret, purpose, tenantId, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

export type CalendarLinkPurpose = "feed" | "booking";

const PATH_SEGMENT: Record<CalendarLinkPurpose, string> = { feed: "feeds", booking: "bookings" };

export function calendarUrl(
  config: { publicUrl: string; appSecret: string },
  purpose: CalendarLinkPurpose,
  tenantId: string,
  id: string,
): string {
  return `${config.publicUrl}/api/calendar/${tenantId}/${PATH_SEGMENT[purpose]}/${id}.${sign(config.appSecret, purpose, tenantId, id)}.ics`;
}

const FILE_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]+)\.ics$/;

/** The id a `<id>.<signature>.ics` file name grants, or null for anything else. */
export function readCalendarFile(appSecret: string, purpose: CalendarLinkPurpose, tenantId: string, file: string): string | null {
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  const [, id, signature] = match;
  return verify(appSecret, purpose, tenantId, id!, signature!) ? id! : null;
}
