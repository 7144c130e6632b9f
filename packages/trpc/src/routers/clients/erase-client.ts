import { eraseClient } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { eraseClientInput, eraseClientResponse } from "./erase-client.types.ts";

export const eraseClientRoute = adminProcedure
  .meta({
    errors: ["CLIENT_NOT_FOUND"],
    pathResource: "client",
    openapi: {
      method: "DELETE",
      path: "/admin/clients/{id}",
      tags: ["admin", "clients"],
      summary:
        "Erase a client of this page on their request (issue 30): this page's data only. Upcoming bookings are cancelled, past ones kept without the client's name; notes, feeds, waitlist entries and membership go; consents are kept as withdrawn. Audit-logged. Staff are not clients here (404).",
    },
  })
  .input(eraseClientInput)
  .output(eraseClientResponse)
  .mutation(({ ctx, input }) =>
    eraseClient(ctx.scoped, ctx.platform, ctx.deps, { tenantId: ctx.tenant.id, clientId: input.id, actorId: ctx.user.id, now: new Date() }),
  );
