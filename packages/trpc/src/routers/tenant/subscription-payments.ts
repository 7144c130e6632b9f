import { fromMinorUnits } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { subscriptionPaymentsResponse } from "./subscription-payments.types.ts";

/** How many past payments the subscription tab lists; older ones are the provider's record. */
const LISTED = 50;

export const subscriptionPaymentsRoute = ownerProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/tenant/subscription/payments",
      tags: ["tenant"],
      summary: `The tenant's plan payments (checkouts and renewal invoices), newest first, at most ${LISTED}`,
    },
  })
  .output(subscriptionPaymentsResponse)
  .query(async ({ ctx }) => {
    const payments = await ctx.scoped.payment.findMany({
      where: { purpose: "SUBSCRIPTION" },
      orderBy: { createdAt: "desc" },
      take: LISTED,
    });
    return payments.map((payment) => ({
      id: payment.id,
      plan: payment.plan,
      provider: payment.provider,
      status: payment.status,
      amount: fromMinorUnits(payment.amountMinor),
      currency: payment.currency,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
    }));
  });
