import { setTenantReceipts } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { receiptsResponse, setReceiptsInput } from "./receipts.types.ts";

export const setReceiptsRoute = ownerProcedure
  .meta({
    errors: ["RECEIPTS_NEED_RUB"],
    openapi: {
      method: "PUT",
      path: "/account/receipts",
      tags: ["account"],
      summary:
        "54-FZ receipts through the payment provider's own fiscalization: off (e.g. a self-employed consultant who issues their own), or on with the tax system and VAT rate; then every booking payment and refund carries its receipt. On needs the page's currency to be RUB (409 RECEIPTS_NEED_RUB).",
    },
  })
  .input(setReceiptsInput)
  .output(receiptsResponse)
  .mutation(({ ctx, input }) => setTenantReceipts(ctx.scoped, ctx.tenant.id, input));
