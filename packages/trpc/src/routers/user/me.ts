import { AppError } from "@booking/contracts";
import { toUserView } from "@booking/core";
import { publicProcedure } from "../../init.ts";
import { meResponse } from "./me.types.ts";

export const meRoute = publicProcedure
  .meta({
    errors: ["userNotFound"],
    openapi: { method: "GET", path: "/user/me", tags: ["user"], summary: "The current user, as seen in the request's tenant" },
  })
  .output(meResponse)
  .query(({ ctx }) => {
    if (ctx.user) return toUserView(ctx.user, ctx.membership, ctx.tenant, ctx.deps.config);
    // Spec §4: "not found" tells the client a Telegram user still has to register.
    if (ctx.telegram) throw new AppError("userNotFound");
    throw new AppError(ctx.telegramExpired ? "TELEGRAM_INIT_DATA_EXPIRED" : "UNAUTHORIZED");
  });
