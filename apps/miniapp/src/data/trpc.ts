// The typed tRPC + TanStack Query binding. Only the lazily loaded data screens import this module
// (through DataProvider), so neither library is part of the initial chunk (budget: 150 KB gzip).
import type { AppRouter } from "@booking/trpc";
import { createTRPCContext } from "@trpc/tanstack-react-query";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Per-call context for the link: `tenant` sends a call to another tenant than the one in the URL
 * (tenant setup continues to the checkout of the tenant it has just created).
 */
export interface CallContext {
  tenant?: string;
  /** Sent as Idempotency-Key (payment-creating calls: one per user action). */
  idempotencyKey?: string;
}
