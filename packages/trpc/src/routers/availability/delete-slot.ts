import { deleteSlot } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { deleteSlotInput, deleteSlotResponse } from "./delete-slot.types.ts";

export const deleteSlotRoute = adminProcedure
  .meta({
    apiScope: "bookings:write",
    errors: ["BOOKING_NOT_FOUND", "SLOT_BOOKED", "SLOT_NOT_FOUND", "SLOT_TAKEN"],
    pathResource: "slot",
    openapi: {
      method: "DELETE",
      path: "/admin/availability/slots/{id}",
      tags: ["admin", "availability"],
      summary: "Delete a slot; a booked one needs force=true (else 409 SLOT_BOOKED) and cancels its booking",
    },
  })
  .input(deleteSlotInput)
  .output(deleteSlotResponse)
  .mutation(({ ctx, input }) =>
    deleteSlot(ctx.scoped, { tenant: ctx.tenant, slotId: input.id, force: input.force ?? false, actorId: ctx.user.id }),
  );
