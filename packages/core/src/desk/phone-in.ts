// POST /admin/bookings (issue 15.2): an administrator books for a client on the phone. The client
// is an existing one of the tenant (clientId), or a new one by name and phone/email; a new client
// whose email already has an account is that account, and one whose phone belongs to a client of
// this tenant is that client (no duplicates). The booking itself goes through createBooking, the
// customers' single conditional statement, so a phone-in booking and a customer racing for the
// same slot cannot both win. An account created here for a booking that then fails is removed.
import { AppError } from "@booking/contracts";
import type { Sql } from "@booking/db";
import { findAdminBookingView, type AdminBookingView } from "../booking/admin-booking-view.ts";
import { changeBookingStatus } from "../booking/change-booking-status.ts";
import { createBooking, type BookingTenant } from "../booking/create-booking.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { isUniqueViolation } from "../users/unique-violation.ts";
import type { IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

export interface NewClient {
  firstName: string;
  lastName?: string;
  phone?: string;
  email?: string;
}

export interface PhoneInRequest {
  tenant: BookingTenant;
  actorId: string;
  serviceId: string;
  slotId: string;
  clientId?: string;
  client?: NewClient;
  confirm: boolean;
  now: Date;
  /** A keyed call's claim (idempotency): answered with the booking's own commit. */
  answer?: IdempotentAnswer;
}

const userSelect = { id: true, firstName: true, lastName: true } as const;
type BookingUser = { id: string; firstName: string; lastName: string | null };

async function existingClient(db: ScopedDb, clientId: string): Promise<BookingUser> {
  const member = await db.membership.findFirst({ where: { userId: clientId, role: "CUSTOMER" }, select: { user: { select: userSelect } } });
  if (!member) throw new AppError("CLIENT_NOT_FOUND");
  return member.user;
}

/** The account this new client already is, if any: by email (global), else by phone among this tenant's clients. */
async function knownAccount(db: ScopedDb, client: NewClient): Promise<BookingUser | null> {
  if (client.email) {
    const byEmail = await db.user.findUnique({ where: { email: client.email }, select: userSelect });
    if (byEmail) return byEmail;
  }
  if (client.phone) {
    const member = await db.membership.findFirst({
      where: { role: "CUSTOMER", user: { phone: client.phone } },
      select: { user: { select: userSelect } },
      orderBy: { createdAt: "asc" },
    });
    if (member) return member.user;
  }
  return null;
}

export async function createPhoneInBooking(db: ScopedDb, sql: Sql, request: PhoneInRequest): Promise<AdminBookingView> {
  const { tenant } = request;
  let user: BookingUser;
  let createdUserId: string | null = null;
  if (request.clientId) {
    user = await existingClient(db, request.clientId);
  } else {
    const client = request.client!;
    const known = await knownAccount(db, client);
    if (known) {
      user = known;
    } else {
      try {
        user = await db.user.create({
          data: {
            firstName: client.firstName,
            lastName: client.lastName || null,
            phone: client.phone ?? null,
            email: client.email ?? null,
            userType: "WEB",
          },
          select: userSelect,
        });
        createdUserId = user.id;
      } catch (error) {
        // Another request created the account with this email meanwhile: it is that account.
        const raced = isUniqueViolation(error) ? await knownAccount(db, client) : null;
        if (!raced) throw error;
        user = raced;
      }
    }
  }
  let bookingId: string;
  try {
    bookingId = (
      await createBooking(db, sql, {
        tenant,
        user,
        serviceId: request.serviceId,
        slotId: request.slotId,
        now: request.now,
        answer: request.answer,
        replayOf: (tx, view) => findAdminBookingView(tx, view.id, tenant.timeZone),
      })
    ).id;
  } catch (error) {
    if (createdUserId) await db.user.deleteMany({ where: { id: createdUserId, memberships: { none: {} } } });
    throw error;
  }
  if (!request.confirm) return findAdminBookingView(db, bookingId, tenant.timeZone);
  await changeBookingStatus(db, { tenantId: tenant.id, bookingId, actorId: request.actorId, to: "CONFIRMED" }, tenant.timeZone);
  const confirmed = await findAdminBookingView(db, bookingId, tenant.timeZone);
  // The booking's commit already answered the key (PENDING): a repeat never books twice. The
  // confirmed view replaces that answer; should this write fail, a repeat shows the booking PENDING.
  await request.answer?.write(db, confirmed);
  return confirmed;
}
