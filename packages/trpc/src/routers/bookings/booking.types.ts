// Spec §3 Booking, shared by the customer and admin procedures of this folder.
import { z } from "zod";
import { bilingualLabel, bookingLocationView, bookingStatus, INTAKE_QUESTION_KINDS, prepaymentPolicy } from "@booking/contracts";
import { CANCEL_REASON_CODES } from "@booking/core";

/** A booked or held time in the tenant's zone. */
export const localTimeFields = {
  date: z.string().meta({ description: "yyyy-MM-dd, the tenant's local date of the start" }),
  startTime: z.string().meta({ description: "HH:mm, tenant's local time" }),
  endTime: z.string().meta({ description: "HH:mm, tenant's local time (24:00 = next midnight)" }),
};

/** The customer's answers to the service's questions (issue 31.1). */
export const bookingAnswers = z
  .array(
    z.object({
      id: z.string(),
      kind: z.enum(INTAKE_QUESTION_KINDS),
      label: bilingualLabel.meta({ description: "The question as it was asked" }),
      value: z.union([z.string(), bilingualLabel, z.boolean()]).meta({
        description: "Text as typed; a choice as the chosen option's label; a checkbox's tick",
      }),
    }),
  )
  .meta({ description: "The customer's answers to the service's questions (issue 31.1): the booking's customer and staff only" });

export const bookingView = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  userId: z.string(),
  userName: z.string(),
  ...localTimeFields,
  status: bookingStatus,
  createdAt: z.string().meta({ description: "ISO 8601 instant" }),
  price: z.number().meta({ description: "Major units, fixed at booking time" }),
  currency: z.string(),
  cancelReason: z.string().nullable(),
  cancelReasonCode: z
    .enum(CANCEL_REASON_CODES)
    .nullable()
    .meta({ description: "A reason the system wrote, by code, for the reader's language; null when an administrator typed it (or none)" }),
  cancelReasonSlot: z.object(localTimeFields).nullable().meta({ description: "The slot a SLOT_DELETED reason names" }),
  answers: bookingAnswers,
  location: bookingLocationView.nullable().meta({
    description: "Where the session happens (issue 31.2): address, phone or the link to join; null: the service does not say",
  }),
});

/** Admin answers only (issue 15.1): customers never see another customer's contacts. */
export const clientContactView = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  telegramUsername: z.string().nullable().meta({ description: "Set only while the account is linked to Telegram" }),
  telegramLink: z.string().nullable().meta({ description: "https://t.me/<username>, or tg://user?id=<id> without a username" }),
});

export const adminBookingView = bookingView.extend({
  client: clientContactView,
  noShow: z.boolean().meta({ description: "An administrator marked that the client did not come" }),
  expertId: z.string(),
});

export const bookingIdInput = z.object({ id: z.uuid({ error: "Invalid id" }) });

/** Shown before paying (issue 20.1): the calendar's answer carries it, each of "my bookings" its rule. */
export const paymentTermsView = z.object({
  online: z
    .boolean()
    .meta({ description: "The page takes online payments (its plan allows them and a method that takes its currency is on)" }),
  prepayment: prepaymentPolicy.meta({
    description:
      "REQUIRED: a booking still unpaid 30 minutes after a payment is started is cancelled. OPTIONAL: an abandoned payment only expires and the booking stays.",
  }),
});
