import { effectivePlan, listPaymentMethods, setPaymentCredentials } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { setPaymentCredentialsInput, setPaymentCredentialsResponse } from "./set-payment-credentials.types.ts";

export const setPaymentCredentialsRoute = ownerProcedure
  .meta({
    errors: ["PLAN_PAYMENTS_NOT_ALLOWED"],
    openapi: {
      method: "PUT",
      path: "/account/payment-methods/credentials",
      tags: ["account"],
      summary:
        "Store a provider's credentials, encrypted (YOOKASSA {shopId, secretKey}; TBANK {terminalKey, password}; SBP the same plus via: TBANK|YOOKASSA); null removes them. Never returned.",
    },
  })
  .input(setPaymentCredentialsInput)
  .output(setPaymentCredentialsResponse)
  .mutation(async ({ ctx, input }) => {
    const tenant = { id: ctx.tenant.id, plan: effectivePlan(ctx.tenant, new Date()) };
    await setPaymentCredentials(ctx.scoped, ctx.deps, tenant, input.provider, input.config);
    return listPaymentMethods(ctx.scoped, ctx.deps);
  });
