// What a message to a customer about their booking offers (issue 25.4): the booking's signed manage
// link, and what they may still do online and until when, in the reader's language. Telegram
// messages and emails both build on it, so a reminder says the same in either channel.
import { isLiveStatus, type Language } from "@booking/contracts";
import type { AppConfig } from "../config.ts";
import { selfServiceOf } from "../booking/customer-booking.ts";
import { manageUrl } from "../booking/manage-links.ts";
import type { BookingMessageDetails } from "./recipients.ts";
import { momentWhen } from "./when.ts";

export interface CustomerManage {
  /** The booking's page, signed until it ends. */
  url: string;
  /** Allowed now: the ISO deadline, or null for none (a PENDING booking's cancel); absent: not allowed. */
  cancelUntil?: string | null;
  moveUntil?: string | null;
}

/** null when there is nothing to manage any more (cancelled, or over). */
export function customerManage(
  config: Pick<AppConfig, "publicUrl" | "appSecret">,
  booking: BookingMessageDetails,
  now: Date,
): CustomerManage | null {
  if (!isLiveStatus(booking.status) || booking.endsAt <= now) return null;
  const rules = selfServiceOf(booking.tenant, booking, now);
  return {
    url: manageUrl(config, booking.tenant, booking),
    ...(rules.cancel.allowed ? { cancelUntil: rules.cancel.until } : {}),
    ...(rules.move.allowed ? { moveUntil: rules.move.until } : {}),
  };
}

/** The self-service facts as texts read them: absent, "" (no deadline) or the deadline in the reader's language. */
export function selfServiceFacts(
  language: Language,
  manage: Pick<CustomerManage, "cancelUntil" | "moveUntil">,
  timeZone: string,
): { cancel?: string; move?: string } {
  const when = (until: string | null | undefined) => (until ? momentWhen(language, new Date(until), timeZone) : "");
  return {
    ...(manage.cancelUntil !== undefined ? { cancel: when(manage.cancelUntil) } : {}),
    ...(manage.moveUntil !== undefined ? { move: when(manage.moveUntil) } : {}),
  };
}
