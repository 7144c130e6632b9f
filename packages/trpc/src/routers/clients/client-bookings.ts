import { listClientBookings } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { clientBookingsInput, clientBookingsResponse } from "./client-bookings.types.ts";

export const clientBookingsRoute = adminProcedure
  .meta({
    errors: ["CLIENT_NOT_FOUND"],
    pathResource: "client",
    openapi: {
      method: "GET",
      path: "/admin/clients/{id}/bookings",
      tags: ["admin", "clients"],
      summary: "A client's bookings in this tenant, latest appointment first (at most 500)",
    },
  })
  .input(clientBookingsInput)
  .output(clientBookingsResponse)
  .query(({ ctx, input }) => listClientBookings(ctx.scoped, input.id, ctx.tenant.timeZone));
