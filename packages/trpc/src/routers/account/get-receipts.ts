import { tenantReceiptView } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { receiptsResponse } from "./receipts.types.ts";

export const getReceiptsRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/account/receipts",
      tags: ["account"],
      summary: "The page's 54-FZ receipt settings: off, or on with the tax system and VAT rate of its services",
    },
  })
  .output(receiptsResponse)
  .query(({ ctx }) => tenantReceiptView(ctx.tenant));
