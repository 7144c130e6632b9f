// What the payment result page reads (GET /api/payments/{id}, issue 25.7): the payment's status and
// amount and, for a booking's payment, which booking it paid (service, expert, local date and time
// in the business's zone), so the page can name what was paid instead of the platform. Who may read
// it is decided here: an owner's subscription payment by the owner; a booking's payment by its payer
// and the business's staff. Anyone else is told it does not exist (never whose it is).
import type { Payment, Role } from "@booking/db";
import { fromMinorUnits } from "../booking/money.ts";
import { createSlotTimesFormatter } from "../booking/slot-times.ts";
import type { BookingStatus } from "../booking/status.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export interface PaidBookingView {
  id: string;
  serviceId: string;
  serviceName: string;
  expertName: string;
  /** yyyy-MM-dd and HH:mm in the business's zone. */
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  status: BookingStatus;
}

export interface PaymentResultView {
  id: string;
  purpose: Payment["purpose"];
  provider: Payment["provider"];
  status: Payment["status"];
  /** Major units. */
  amount: number;
  currency: string;
  plan: Payment["plan"];
  bookingId: string | null;
  confirmationUrl: string | null;
  /** The booking this payment is for; null for a subscription (or a booking since deleted). */
  booking: PaidBookingView | null;
}

export interface PaymentReader {
  userId: string;
  /** The reader's role in the request's tenant, if any. */
  role: Role | null | undefined;
}

const paidBookingSelect = {
  id: true,
  userId: true,
  serviceId: true,
  status: true,
  startsAt: true,
  endsAt: true,
  service: { select: { name: true } },
  expert: { select: { name: true } },
} as const;

function mayRead(reader: PaymentReader, purpose: PaymentResultView["purpose"], payerId: string | undefined): boolean {
  if (purpose === "SUBSCRIPTION") return reader.role === "OWNER";
  return payerId === reader.userId || reader.role === "OWNER" || reader.role === "ADMIN";
}

/** The payment as its result page shows it, or null when it is not this reader's to see (the caller answers 404). */
export async function findPaymentResult(
  db: ScopedDb,
  timeZone: string,
  reader: PaymentReader,
  paymentId: string,
): Promise<PaymentResultView | null> {
  // Scoped to the request's tenant, so another tenant's payment is simply not found.
  const payment = await db.payment.findFirst({ where: { id: paymentId }, include: { booking: { select: paidBookingSelect } } });
  if (!payment || !mayRead(reader, payment.purpose, payment.booking?.userId)) return null;
  const { booking } = payment;
  return {
    id: payment.id,
    purpose: payment.purpose,
    provider: payment.provider,
    status: payment.status,
    amount: fromMinorUnits(payment.amountMinor),
    currency: payment.currency,
    plan: payment.plan,
    bookingId: payment.bookingId,
    confirmationUrl: payment.status === "PENDING" ? payment.confirmationUrl : null,
    booking: booking && {
      id: booking.id,
      serviceId: booking.serviceId,
      serviceName: booking.service.name,
      expertName: booking.expert.name,
      ...createSlotTimesFormatter(timeZone)(booking.startsAt, booking.endsAt),
      timeZone,
      status: booking.status,
    },
  };
}
