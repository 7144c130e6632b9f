// cancel-auto-renew and resume-auto-renew differ only in the flag they set.
import { loadSubscriptionView, setAutoRenew } from "@booking/core";
import { ownerProcedure } from "../../init.ts";
import { autoRenewResponse } from "./auto-renew.types.ts";

export function autoRenewProcedure(autoRenew: boolean, path: `/${string}`, summary: string) {
  return ownerProcedure
    .meta({ openapi: { method: "POST", path, tags: ["tenant"], summary } })
    .output(autoRenewResponse)
    .mutation(async ({ ctx }) => {
      const now = new Date();
      const tenant = await setAutoRenew(ctx.platform, ctx.tenant.id, autoRenew);
      return loadSubscriptionView(ctx.scoped, tenant, now);
    });
}
