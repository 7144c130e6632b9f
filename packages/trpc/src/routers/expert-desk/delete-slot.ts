import { deleteOwnSlot } from "@booking/core";
import { expertProcedure } from "../../init.ts";
import { expertDeleteSlotInput, expertDeleteSlotResponse } from "./expert-desk.types.ts";

export const expertDeleteSlotRoute = expertProcedure
  .meta({
    errors: ["SLOT_BOOKED", "SLOT_NOT_FOUND"],
    pathResource: "slot",
    openapi: {
      method: "DELETE",
      path: "/expert/slots/{id}",
      tags: ["expert"],
      summary: "Delete one of the calling expert's free slots; a booked one is 409 SLOT_BOOKED (cancel the booking first)",
    },
  })
  .input(expertDeleteSlotInput)
  .output(expertDeleteSlotResponse)
  .mutation(({ ctx, input }) => deleteOwnSlot(ctx.scoped, ctx.expertId, input.id));
