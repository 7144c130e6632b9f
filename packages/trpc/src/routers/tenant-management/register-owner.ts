import { createSession, recordSignUpConsents, registerOwner } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { registerOwnerInput, registerOwnerResponse } from "./register-owner.types.ts";
import { tenantCreated } from "./tenant-created.ts";

export const registerOwnerRoute = publicProcedure
  .meta({
    errors: [
      "SLUG_INVALID",
      "SLUG_RESERVED",
      "SLUG_TAKEN",
      "USER_EXISTS",
      "allFieldsRequired",
      "consentRequired",
      "emailRequired",
      "invalidEmail",
      "invalidPhone",
      "invalidPromoCode",
      "passwordTooShort",
      "usernameTaken",
    ],
    successStatus: 201,
    openapi: {
      method: "POST",
      path: "/tenant-management/register",
      tags: ["tenant-management"],
      summary: "Register an owner account together with its tenant",
    },
    rateLimit: RATE_LIMITS.signUps,
  })
  .input(registerOwnerInput)
  .output(registerOwnerResponse)
  .mutation(async ({ ctx, input }) => {
    const { user, tenant } = await registerOwner(ctx.platform, input);
    await recordSignUpConsents(ctx, user.id, "OWNER_SIGNUP");
    const token = await createSession(ctx.platform, user.id, { ip: ctx.ip, userAgent: ctx.userAgent });
    return { token, ...tenantCreated(user, tenant, input.plan, ctx.deps.config) };
  });
