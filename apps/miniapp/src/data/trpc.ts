// The typed tRPC + TanStack Query binding. Only the lazily loaded data screens import this module
// (through DataProvider), so neither library is part of the initial chunk (budget: 150 KB gzip).
// Screens read with `useQuery(trpc.x.queryOptions(input))` and write with
// `useMutation(trpc.x.mutationOptions())`, so every cache key comes from the procedure itself.
import type { AppRouter } from "@booking/trpc";
import { queryOptions } from "@tanstack/react-query";
import { createTRPCContext } from "@trpc/tanstack-react-query";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

interface MutationProcedureOptions<TInput, TOutput> {
  mutationKey: readonly unknown[];
  mutationFn?: (input: TInput, ...rest: never[]) => Promise<TOutput>;
}

/**
 * A look-up the server exposes as a mutation (a POST by the spec, counted against a limit) read
 * like a query: cached per input under the procedure's own key.
 */
export function lookupOptions<TInput, TOutput>(procedure: MutationProcedureOptions<TInput, TOutput>, input: TInput) {
  const call = procedure.mutationFn;
  return queryOptions({
    queryKey: [...procedure.mutationKey, { input }],
    queryFn: () => {
      if (!call) throw new Error("procedure without a mutation function");
      return call(input);
    },
  });
}
