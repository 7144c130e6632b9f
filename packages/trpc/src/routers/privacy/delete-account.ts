import { deleteAccount } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { deleteAccountInput, deleteAccountResponse } from "./data.types.ts";

export const deleteAccountRoute = globalAccountProcedure
  .meta({
    errors: ["ACCOUNT_OWNS_TENANT", "passwordRequired", "codeRequired", "invalidPassword", "invalidCode"],
    rateLimit: RATE_LIMITS.credentialAttempts,
    bodyOnDelete: true,
    openapi: {
      method: "DELETE",
      path: "/user",
      tags: ["privacy"],
      summary:
        "Delete the caller's account (issue 30), proven by `password` or a fresh login code (`sessionId` and `code` from POST /auth/request-code), sent in the JSON body. Name, email, phone, password and Telegram link are erased, sessions end, upcoming bookings are cancelled; businesses keep past bookings without the name. An owner hands over or closes their business first (409 ACCOUNT_OWNS_TENANT). Audit-logged.",
    },
  })
  .input(deleteAccountInput)
  .output(deleteAccountResponse)
  .mutation(({ ctx, input }) => deleteAccount(ctx.databases, ctx.deps, { userId: ctx.user.id, proof: input, now: new Date() }));
