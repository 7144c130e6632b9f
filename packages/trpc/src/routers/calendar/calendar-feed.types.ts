import { z } from "zod";

export const calendarFeedInput = z
  .object({
    kind: z.enum(["customer", "staff"]).default("customer").meta({
      description: "customer: the caller's own bookings in this tenant. staff: all of the tenant's bookings (members other than customers)",
    }),
  })
  .strict();

export const calendarFeedResponse = z.object({
  url: z.string().nullable().meta({
    description: "The private feed URL for calendar apps (https; webcal:// is the same with the scheme swapped); null when none is open",
  }),
});

export const revokeCalendarFeedResponse = z.object({ revoked: z.boolean() });

export function feedKind(kind: "customer" | "staff") {
  return kind === "staff" ? ("STAFF" as const) : ("CUSTOMER" as const);
}
