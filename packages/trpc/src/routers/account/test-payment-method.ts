import { effectivePlan, testPaymentCredentials } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { testPaymentMethodInput, testPaymentMethodResponse } from "./test-payment-method.types.ts";

export const testPaymentMethodRoute = ownerProcedure
  .meta({
    errors: ["PAYMENT_PROVIDER_ERROR", "PAYMENT_PROVIDER_NOT_CONFIGURED", "PLAN_PAYMENTS_NOT_ALLOWED"],
    openapi: {
      method: "POST", path: "/account/payment-methods/test", tags: ["account"],
      summary: "Check the stored credentials with the provider (409 PAYMENT_PROVIDER_NOT_CONFIGURED when rejected, 502 when unreachable)",
    },
  })
  .input(testPaymentMethodInput)
  .output(testPaymentMethodResponse)
  .mutation(async ({ ctx, input }) => {
    await testPaymentCredentials(ctx.scoped, ctx.deps, { plan: effectivePlan(ctx.tenant, new Date()) }, input.provider);
    return { ok: true as const };
  });
