// Row schemas of the booking engine's statements (booking-sql.ts); see @booking/db rows.ts.
import { z } from "zod";

export const heldRow = z.strictObject({ held: z.number().int() });
/** insert_held_booking: slots taken, and how many of the requested were free (see overPendingCap). */
export const insertedRow = z.strictObject({ held: z.number().int(), free: z.number().int() });

const slotColumns = { id: z.string(), startsAt: z.date(), endsAt: z.date(), bookingId: z.string().nullable() };
export const windowSlotRow = z.strictObject({ ...slotColumns, expertId: z.string() });

const serviceColumns = {
  id: z.string(),
  name: z.string(),
  priceMinor: z.number().int(),
  durationMinutes: z.number().int(),
  isActive: z.boolean(),
  archivedAt: z.date().nullable(),
  /** jsonb, as the service's editor saved it (contracts intakeQuestions). */
  intakeQuestions: z.unknown(),
  /** jsonb, the owner's setting (contracts ServiceLocation), and the tenant's contact address (issue 31.2). */
  sessionLocation: z.unknown(),
  businessAddress: z.string().nullable(),
};
export const bookableServiceRow = z.strictObject(serviceColumns);
/** The service, joined with each slot of the window (all null when there is none). */
export const serviceWithSlotRow = z.strictObject({
  ...serviceColumns,
  slotId: z.string().nullable(),
  expertId: z.string().nullable(),
  startsAt: z.date().nullable(),
  endsAt: z.date().nullable(),
  bookingId: z.string().nullable(),
});

/** Times as epoch milliseconds (see slotsInRangeText). */
export const rangeRow = z.strictObject({
  id: z.string(),
  startsMs: z.number(),
  endsMs: z.number(),
  bookingId: z.string().nullable(),
  heldFor: z.string().nullable(),
});
