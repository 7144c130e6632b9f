import { recordSignUpConsents, registerWebUser, signIn } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { registerWebInput, registerWebResponse } from "./register-web.types.ts";

export const registerWebRoute = publicProcedure
  .meta({
    errors: [
      "consentRequired",
      "USER_EXISTS",
      "usernameTaken",
      "allFieldsRequired",
      "emailRequired",
      "invalidEmail",
      "invalidPhone",
      "passwordTooShort",
    ],
    successStatus: 201,
    openapi: { method: "POST", path: "/user/register/web", tags: ["user"], summary: "Register a web account (email and password)" },
    rateLimit: RATE_LIMITS.signUps,
  })
  .input(registerWebInput)
  .output(registerWebResponse)
  .mutation(async ({ ctx, input }) => {
    const user = await registerWebUser(ctx.platform, input);
    await recordSignUpConsents(ctx, user.id, "WEB", { marketingOptIn: input.marketingOptIn });
    return signIn(ctx, user);
  });
