// Manage links (issue 25.4, ARCHITECTURE.md, Booking invariants): a customer opens one booking from a confirmation or a
// reminder without a password. The link is the credential: `/webapp/{slug}/my-bookings/{booking}?t=<token>`,
// where the token is an expiry and an HMAC with APP_SECRET over (tenant, booking, purpose, expiry).
// It acts on that one booking only (both ids are signed), expires when the booking ends (the expiry
// signed is the booking's end when the link was made; each later message carries a fresh one), and
// stops working once the booking is cancelled (checked against the booking at use). Nothing is
// stored, so there is nothing to leak or clean up; rotating APP_SECRET revokes every link.
import crypto from "node:crypto";
import { miniAppUrl } from "@booking/telegram";

export const MANAGE_PURPOSE = "manage";
/** 192 bits of the HMAC: unguessable, and a link stays short enough for a Telegram button. */
const SIGNATURE_LENGTH = 32;
const TOKEN_PATTERN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/;

export interface ManagedBooking {
  tenantId: string;
  bookingId: string;
}

function sign(appSecret: string, booking: ManagedBooking, purpose: string, expiresSeconds: number): string {
  return crypto
    .createHmac("sha256", appSecret)
    .update(`booking-${purpose}:${booking.tenantId}:${booking.bookingId}:${expiresSeconds}`)
    .digest("base64url")
    .slice(0, SIGNATURE_LENGTH);
}

/** `<expiry in unix seconds, base 36>.<signature>` */
export function manageToken(appSecret: string, booking: ManagedBooking, expiresAt: Date): string {
  const seconds = Math.ceil(expiresAt.getTime() / 1000);
  return `${seconds.toString(36)}.${sign(appSecret, booking, MANAGE_PURPOSE, seconds)}`;
}

export type ManageTokenCheck = "valid" | "invalid" | "expired";

/** Whether `token` was made for exactly this booking of this tenant, and is not past its expiry. */
export function checkManageToken(appSecret: string, booking: ManagedBooking, token: string, now: Date): ManageTokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return "invalid";
  const seconds = Number.parseInt(match[1]!, 36);
  const expected = Buffer.from(sign(appSecret, booking, MANAGE_PURPOSE, seconds));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return "invalid";
  return seconds * 1000 > now.getTime() ? "valid" : "expired";
}

/** The booking's page in the tenant's mini app, signed until the booking ends. */
export function manageUrl(
  config: { publicUrl: string; appSecret: string },
  tenant: { id: string; slug: string },
  booking: { id: string; endsAt: Date },
): string {
  const token = manageToken(config.appSecret, { tenantId: tenant.id, bookingId: booking.id }, booking.endsAt);
  return miniAppUrl(config.publicUrl, tenant.slug, `/my-bookings/${booking.id}?t=${token}`);
}
