import { effectivePlan, listPaymentMethods, setPaymentMethodEnabled } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { paymentMethodsResponse, setPaymentMethodInput } from "./set-payment-method.types.ts";

export const setPaymentMethodRoute = ownerProcedure
  .meta({
    errors: ["PAYMENT_PROVIDER_ERROR", "PAYMENT_PROVIDER_NOT_CONFIGURED", "PLAN_PAYMENTS_NOT_ALLOWED"],
    openapi: {
      method: "PUT", path: "/account/payment-methods", tags: ["account"],
      summary: "Enable or disable a provider for booking payments (enabling: 403 PLAN_PAYMENTS_NOT_ALLOWED on FREE, 409 PAYMENT_PROVIDER_NOT_CONFIGURED without credentials)",
    },
  })
  .input(setPaymentMethodInput)
  .output(paymentMethodsResponse)
  .mutation(async ({ ctx, input }) => {
    const tenant = { id: ctx.tenant.id, plan: effectivePlan(ctx.tenant, new Date()) };
    await setPaymentMethodEnabled(ctx.scoped, ctx.deps, tenant, input.provider, input.isEnabled);
    return listPaymentMethods(ctx.scoped, ctx.deps.config.appSecret);
  });
