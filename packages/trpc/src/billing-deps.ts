// The billing and account services' dependencies, taken from a procedure's context.
import type { BillingDeps, BillingLog } from "@booking/core";
import type { Context } from "./context.ts";

const SILENT: BillingLog = { info() {}, warn() {}, error() {} };

export function billingDeps(ctx: Pick<Context, "db" | "config" | "deps">): BillingDeps {
  return { db: ctx.db, config: ctx.config, log: ctx.deps.log ?? SILENT };
}
