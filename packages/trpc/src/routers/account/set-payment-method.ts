import { effectivePlan, listPaymentMethods, setPaymentMethodEnabled } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { paymentMethodsResponse, setPaymentMethodInput } from "./set-payment-method.types.ts";

export const setPaymentMethodRoute = ownerProcedure
  .meta({
    errors: [
      "PAYMENT_PROVIDER_ERROR",
      "PAYMENT_PROVIDER_NOT_CONFIGURED",
      "PAYMENT_CREDENTIALS_REJECTED",
      "PAYMENT_PROVIDER_UNREACHABLE",
      "PAYMENT_CURRENCY_NOT_SUPPORTED",
      "PLAN_PAYMENTS_NOT_ALLOWED",
    ],
    openapi: {
      method: "PUT",
      path: "/account/payment-methods",
      tags: ["account"],
      summary:
        "Enable or disable a provider for booking payments. Enabling checks the plan (403 PLAN_PAYMENTS_NOT_ALLOWED), the tenant's currency (409 PAYMENT_CURRENCY_NOT_SUPPORTED: T-Bank and SBP take RUB only) and the stored credentials with the provider (409 PAYMENT_PROVIDER_NOT_CONFIGURED: none stored, 409 PAYMENT_CREDENTIALS_REJECTED, 502 PAYMENT_PROVIDER_UNREACHABLE); disabling always works",
    },
  })
  .input(setPaymentMethodInput)
  .output(paymentMethodsResponse)
  .mutation(async ({ ctx, input }) => {
    const tenant = { id: ctx.tenant.id, plan: effectivePlan(ctx.tenant, new Date()), currency: ctx.tenant.currency };
    await setPaymentMethodEnabled(ctx.scoped, ctx.deps, tenant, input.provider, input.isEnabled);
    return listPaymentMethods(ctx.scoped, ctx.deps);
  });
