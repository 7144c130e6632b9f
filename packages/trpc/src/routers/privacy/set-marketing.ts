import { setMarketingConsent } from "@booking/core";
import { authedProcedure } from "../../init.ts";
import { setMarketingInput, setMarketingResponse } from "./consent.types.ts";

export const setMarketingRoute = authedProcedure
  .meta({
    openapi: {
      method: "PUT",
      path: "/user/consents/marketing",
      tags: ["privacy"],
      summary: "Opt in to, or out of, this business's marketing messages (a separate consent; opting out is recorded as a withdrawal)",
    },
  })
  .input(setMarketingInput)
  .output(setMarketingResponse)
  .mutation(async ({ ctx, input }) => ({
    marketing: await setMarketingConsent(ctx.scoped, ctx.tenant, { userId: ctx.user.id, optIn: input.optIn, now: new Date() }),
  }));
