import { listClients } from "@booking/core";
import { adminProcedure } from "../../init.ts";
import { listClientsInput, listClientsResponse } from "./list-clients.types.ts";

export const listClientsRoute = adminProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/admin/clients",
      tags: ["admin", "clients"],
      summary: "The tenant's customers, newest first; search matches every word in name, phone or email",
    },
  })
  .input(listClientsInput)
  .output(listClientsResponse)
  .query(({ ctx, input }) => listClients(ctx.scoped, input, new Date()));
