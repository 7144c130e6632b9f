import { z } from "zod";
import { password, verifyCodeInput } from "@booking/contracts";

export const unlinkTelegramInput = z.object({
  currentPassword: password.optional(),
  /** Instead of the password: a fresh login code from the platform bot (POST /api/auth/request-code). */
  loginCode: verifyCodeInput.optional(),
});
