// Answer types of the procedures the screens use, inferred from the server's router, so a change
// of a shape on the server is a type error here.
import type { AppRouter } from "@booking/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;

export type Service = Outputs["services"]["list"][number];
export type AvailableSlots = Outputs["bookings"]["available"];
export type AvailableDay = AvailableSlots["days"][number];
export type Slot = AvailableDay["slots"][number];
export type AvailableDays = Outputs["bookings"]["availableDays"];
export type AvailableTimes = Outputs["bookings"]["availableTimes"];
export type HeldTime = Outputs["bookings"]["hold"];
export type Booking = Outputs["bookings"]["my"][number];
export type BookingStatus = Booking["status"];
export type Article = Outputs["articles"]["byId"];
export type Payment = Outputs["payments"]["get"];
export type WaitlistEntry = Outputs["waitlist"]["my"][number];
export type AdminWaitlistEntry = Outputs["admin"]["waitlist"]["list"][number];
export type PlanName = Outputs["tenantManagement"]["setupTenant"]["tenant"]["plan"];
/** One's own booking on its page (issue 25.4): the list's fields plus the zone and a manage link's fresh token. */
export type ManagedBooking = Outputs["bookings"]["get"];
