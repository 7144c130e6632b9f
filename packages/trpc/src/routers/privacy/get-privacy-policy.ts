import { readPrivacyPolicy } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { privacyPolicyResponse } from "./policy.types.ts";

export const getPrivacyPolicyRoute = publicProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/privacy-policy",
      tags: ["privacy"],
      summary: "The business's privacy policy: its link, its text, or the platform's default (with the business's name and contacts)",
    },
  })
  .output(privacyPolicyResponse)
  .query(({ ctx }) => readPrivacyPolicy(ctx.scoped, ctx.tenant));
