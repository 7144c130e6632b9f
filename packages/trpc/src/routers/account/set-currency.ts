import { setTenantCurrency } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { setCurrencyInput, setCurrencyResponse } from "./set-currency.types.ts";

export const setCurrencyRoute = ownerProcedure
  .meta({
    errors: ["PAYMENT_CURRENCY_NOT_SUPPORTED", "RECEIPTS_NEED_RUB"],
    openapi: {
      method: "PUT",
      path: "/account/currency",
      tags: ["account"],
      summary:
        "The currency the tenant's prices are shown and charged in (USD or RUB). 409 PAYMENT_CURRENCY_NOT_SUPPORTED while an enabled payment method cannot take it (T-Bank and SBP: RUB only). Existing bookings keep the currency they were made in.",
    },
  })
  .input(setCurrencyInput)
  .output(setCurrencyResponse)
  .mutation(async ({ ctx, input }) => {
    await setTenantCurrency(ctx.scoped, ctx.tenant.id, input.currency);
    return { currency: input.currency };
  });
