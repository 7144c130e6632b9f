import { setPrivacyPolicy } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { privacyPolicyResponse, setPrivacyPolicyInput } from "./policy.types.ts";

export const setPrivacyPolicyRoute = ownerProcedure
  .meta({
    openapi: {
      method: "PUT",
      path: "/account/privacy-policy",
      tags: ["account"],
      summary:
        "The business's privacy policy: a link (url) or a text shown on its page (text), or neither for the platform's default. A changed policy is a new version: customers agree to it at their next booking.",
    },
  })
  .input(setPrivacyPolicyInput)
  .output(privacyPolicyResponse)
  .mutation(({ ctx, input }) => setPrivacyPolicy(ctx.scoped, ctx.tenant.id, input));
