import { setTenantPrepayment } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { setPrepaymentInput, setPrepaymentResponse } from "./set-prepayment.types.ts";

export const setPrepaymentRoute = ownerProcedure
  .meta({
    openapi: {
      method: "PUT",
      path: "/account/prepayment",
      tags: ["account"],
      summary:
        "Whether customers must prepay. OPTIONAL (default): an abandoned or failed payment only expires and the booking stays. REQUIRED: a booking still unpaid when its 30-minute payment window passes is cancelled and its time released. Payments already open follow the rule in force when their window ends.",
    },
  })
  .input(setPrepaymentInput)
  .output(setPrepaymentResponse)
  .mutation(async ({ ctx, input }) => {
    await setTenantPrepayment(ctx.scoped, ctx.tenant.id, input.prepayment);
    return { prepayment: input.prepayment };
  });
