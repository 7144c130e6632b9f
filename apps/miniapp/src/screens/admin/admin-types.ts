// Answer types of the admin procedures, inferred from the server's router (a changed shape on the
// server is a type error here).
import type { AppRouter } from "@booking/trpc";
import type { inferRouterOutputs } from "@trpc/server";

type Admin = inferRouterOutputs<AppRouter>["admin"];

export type AdminService = Admin["services"]["list"][number];
export type AdminBooking = Admin["bookings"]["list"][number];
export type AdminBookingStatus = AdminBooking["status"];
export type AdminSlot = Admin["availability"]["listSlots"][number];
export type AdminClient = Admin["clients"]["list"]["items"][number];
export type AdminStats = Admin["stats"]["get"];
