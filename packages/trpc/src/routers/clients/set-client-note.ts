import { setClientNote } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { setClientNoteInput, setClientNoteResponse } from "./set-client-note.types.ts";

export const setClientNoteRoute = adminProcedure
  .meta({
    errors: ["CLIENT_NOT_FOUND"],
    pathResource: "client",
    sampleInput: { note: "A's note" },
    openapi: {
      method: "PUT",
      path: "/admin/clients/{id}/note",
      tags: ["admin", "clients"],
      summary: "Set the administrators' private note on a client (an empty note clears it)",
    },
  })
  .input(setClientNoteInput)
  .output(setClientNoteResponse)
  .mutation(({ ctx, input }) => setClientNote(ctx.scoped, { tenantId: ctx.tenant.id, userId: input.id }, input.note, new Date()));
