import { exportUserData } from "@booking/core";
import { globalAccountProcedure } from "../../init.ts";
import { RATE_LIMITS } from "../../rate-limits.ts";
import { userExportResponse } from "./data.types.ts";

export const exportDataRoute = globalAccountProcedure
  .meta({
    rateLimit: RATE_LIMITS.credentialAttempts,
    openapi: {
      method: "GET",
      path: "/user/export",
      tags: ["privacy"],
      summary:
        "Everything stored about the caller as JSON (issue 30): profile, per business the membership, bookings with history and payments, waitlist, consents and calendar feeds; accepted terms, sessions and data requests. Audit-logged.",
    },
  })
  .output(userExportResponse)
  .query(({ ctx }) => exportUserData(ctx.databases, { userId: ctx.user.id, sessionId: ctx.session?.id ?? null, now: new Date() }));
