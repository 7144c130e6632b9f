// Where a session happens (issue 31.2) as the API answers it: the service's setting (admin) and a
// booking's location (its customer and staff). session-location.ts has the rules.
import { z } from "zod";

/** The setting as the admin API answers it (content-schemas.ts serviceLocationInput checks what is sent). */
export const serviceLocationView = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("inPerson"),
      address: z.string().nullable().meta({ description: "The service's own address; null: the business address from the contacts" }),
    }),
    z.object({ kind: z.literal("phone") }),
    z.object({ kind: z.literal("link"), url: z.string().meta({ description: "The owner's fixed meeting link (https)" }) }),
    z.object({ kind: z.literal("jitsi").meta({ description: "A Jitsi Meet room of its own for each booking" }) }),
  ])
  .meta({ description: "Where the service's sessions happen (issue 31.2)" });
export type ServiceLocation = z.infer<typeof serviceLocationView>;

export const bookingLocationView = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("inPerson"),
      address: z.string().nullable().meta({ description: "null: in person, but no address was on file" }),
    }),
    z.object({ kind: z.literal("phone") }),
    z.object({
      kind: z.literal("online"),
      url: z.string().meta({ description: "The link to join (the owner's, or this booking's Jitsi Meet room)" }),
    }),
  ])
  .meta({ description: "Where the session happens (issue 31.2); the booking's customer and the staff only" });
export type BookingLocation = z.infer<typeof bookingLocationView>;
