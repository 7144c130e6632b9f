// The Confirm / Cancel buttons under a new-booking message. They run the admin page's own
// functions (changeBookingStatus, cancelBookingAsAdmin: same transition table, same history, same
// notifications) for the Telegram user who pressed them, who must be an OWNER or ADMIN of the
// booking's tenant, exactly as the admin page requires, or the EXPERT the booking is with (they get
// the same message and decide their own bookings on their desk: issue 16.2).
//
// The buttons decide a PENDING booking. Once it has left PENDING (another admin pressed a button,
// or someone used the admin page) a press answers "already handled" rather than, say, cancelling a
// booking someone else has just confirmed. That check is read before the change; two different
// buttons pressed within the same few milliseconds can therefore both apply, one after the other,
// each a valid transition of spec §4 and both in the history.
import { AppError, awaitsDecision } from "@booking/contracts";
import type { Role } from "@booking/db";
import type { Databases } from "../tenancy/databases.ts";
import { userTenants } from "../users/users-sql.ts";
import { cancelBookingAsAdmin, changeBookingStatus } from "../booking/change-booking-status.ts";
import type { BookingStatus } from "../booking/status.ts";
import { displayName } from "../booking/booking-view.ts";

export type BookingDecision = "confirm" | "cancel";

export interface BookingDecisionRequest {
  /** Who pressed the button (Telegram guarantees the sender of a callback query). */
  telegramId: number;
  bookingId: string;
  decision: BookingDecision;
  /** A tenant's own bot acts for its tenant only; the platform bot for any the user administers. */
  tenantId?: string;
}

export type BookingDecisionOutcome =
  | { outcome: "done"; status: BookingStatus; actorName: string }
  | { outcome: "already-handled"; status: BookingStatus }
  /** Not an OWNER/ADMIN of a tenant holding that booking, nor its expert (also when the booking does not exist). */
  | { outcome: "forbidden" };

const ADMIN_ROLES: Role[] = ["OWNER", "ADMIN"];
const DECIDING_ROLES: Role[] = [...ADMIN_ROLES, "EXPERT"];

export async function decidePendingBooking(dbs: Databases, request: BookingDecisionRequest): Promise<BookingDecisionOutcome> {
  const user = await dbs.platform.user.findUnique({ where: { telegramId: BigInt(request.telegramId) } });
  if (!user) return { outcome: "forbidden" };
  const administered = (await dbs.sql.rows(userTenants, [user.id])).filter(
    (m) => DECIDING_ROLES.includes(m.role) && (!request.tenantId || m.tenantId === request.tenantId),
  );
  for (const { tenantId, timeZone, role } of administered) {
    const tenant = { id: tenantId, timeZone };
    const scoped = dbs.tenant(tenant.id);
    // An expert decides only the bookings with their own (active) expert profile, as on their desk.
    const own = ADMIN_ROLES.includes(role) ? {} : { expert: { userId: user.id, isActive: true } };
    const booking = await scoped.booking.findFirst({ where: { id: request.bookingId, ...own }, select: { status: true } });
    if (!booking) continue;
    if (!awaitsDecision(booking.status)) return { outcome: "already-handled", status: booking.status };
    const change = { tenantId: tenant.id, bookingId: request.bookingId, actorId: user.id };
    try {
      const view =
        request.decision === "confirm"
          ? await changeBookingStatus(scoped, { ...change, to: "CONFIRMED" }, tenant.timeZone)
          : await cancelBookingAsAdmin(scoped, change, tenant.timeZone);
      return { outcome: "done", status: view.status, actorName: displayName(user) };
    } catch (error) {
      // The booking changed between the read and the row lock.
      if (!(error instanceof AppError) || error.code !== "INVALID_STATUS_TRANSITION") throw error;
      const now = await scoped.booking.findUniqueOrThrow({ where: { id: request.bookingId }, select: { status: true } });
      return { outcome: "already-handled", status: now.status };
    }
  }
  return { outcome: "forbidden" };
}
