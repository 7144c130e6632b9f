import { effectivePlan, testPaymentCredentials } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { testPaymentMethodInput, testPaymentMethodResponse } from "./test-payment-method.types.ts";

export const testPaymentMethodRoute = ownerProcedure
  .meta({
    errors: [
      "PAYMENT_PROVIDER_ERROR",
      "PAYMENT_PROVIDER_NOT_CONFIGURED",
      "PAYMENT_CREDENTIALS_REJECTED",
      "PAYMENT_PROVIDER_UNREACHABLE",
      "PLAN_PAYMENTS_NOT_ALLOWED",
    ],
    openapi: {
      method: "POST",
      path: "/account/payment-methods/test",
      tags: ["account"],
      summary:
        "Check the stored credentials with the provider: 409 PAYMENT_PROVIDER_NOT_CONFIGURED (none stored), 409 PAYMENT_CREDENTIALS_REJECTED (the provider refused them), 502 PAYMENT_PROVIDER_UNREACHABLE (no answer within the provider timeout), 502 PAYMENT_PROVIDER_ERROR (any other provider failure)",
    },
  })
  .input(testPaymentMethodInput)
  .output(testPaymentMethodResponse)
  .mutation(async ({ ctx, input }) => {
    await testPaymentCredentials(ctx.scoped, ctx.deps, { plan: effectivePlan(ctx.tenant, new Date()) }, input.provider);
    return { ok: true as const };
  });
