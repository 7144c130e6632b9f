import { z } from "zod";
import { deleteAccountInput as deleteInput } from "@booking/contracts";

const text = z.string().nullable();
const instant = z.string().meta({ description: "ISO 8601 instant" });

const bookingExport = z.object({
  id: z.string(),
  service: z.string(),
  expert: z.string(),
  startsAt: instant,
  endsAt: instant,
  status: z.string(),
  price: z.number(),
  currency: z.string(),
  createdAt: instant,
  cancelReason: text,
  history: z.array(z.object({ from: text, to: z.string(), at: instant, reason: text })),
  payments: z.array(
    z.object({ status: z.string(), amount: z.number(), currency: z.string(), provider: z.string(), createdAt: instant, paidAt: text }),
  ),
});

/** GET /api/user/export: everything stored about the caller (issue 30). */
export const userExportResponse = z.object({
  exportedAt: instant,
  profile: z.object({
    id: z.string(),
    email: text,
    username: text,
    firstName: z.string(),
    lastName: text,
    phone: text,
    telegramId: text,
    telegramUsername: text,
    photoUrl: text,
    language: z.string(),
    userType: z.string(),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    hasPassword: z.boolean().meta({ description: "Whether a password is set (never the password or its hash)" }),
    createdAt: instant,
  }),
  platformConsents: z.array(z.object({ channel: z.string(), textVersion: z.string(), policyVersion: z.string(), grantedAt: instant })),
  sessions: z.array(
    z.object({
      createdAt: instant,
      lastUsedAt: text,
      expiresAt: instant,
      revokedAt: text,
      ip: text,
      userAgent: text,
      current: z.boolean(),
    }),
  ),
  dataRequests: z.array(z.object({ action: z.string(), createdAt: instant })),
  tenants: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      role: text,
      memberSince: text,
      bookings: z.array(bookingExport),
      waitlist: z.array(z.object({ service: z.string(), date: text, startsAt: text, status: z.string(), createdAt: instant })),
      consents: z.array(
        z.object({
          kind: z.string(),
          channel: z.string(),
          textVersion: z.string(),
          policyVersion: z.string(),
          grantedAt: instant,
          withdrawnAt: text,
        }),
      ),
      calendarFeeds: z.array(z.object({ kind: z.string(), createdAt: instant })),
    }),
  ),
});

export const deleteAccountInput = deleteInput;
export const deleteAccountResponse = z.object({
  deleted: z.literal(true),
  tenants: z.number().int().meta({ description: "Businesses that forgot the caller" }),
  cancelledBookings: z.number().int().meta({ description: "Upcoming bookings cancelled (a PAID one is refunded)" }),
});
