// TanStack Query + the tRPC client for the data screens. The tRPC link sends the same identity
// headers as the REST helpers (init data, bearer token, the route's tenant). Each tenant has its own
// cache, so a page of tenant A never shows tenant B's answers, nor one user another user's.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@booking/trpc";
import { useEffect, type ReactNode } from "react";
import { errorStatusOf } from "../api/api-error.ts";
import { currentIdentityHeaders } from "../api/http.ts";
import { useTenantName } from "../router/tenant-name.ts";
import { useSession } from "../session/SessionProvider.tsx";
import { TRPCProvider, type CallContext } from "./trpc.ts";

/** Answers stay fresh this long; screens refetch on mount and focus after that. */
const STALE_MS = 30_000;
const MAX_RETRIES = 2;

/** Only failures a second try can fix (no answer, server trouble) are retried; a 4xx never is. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatusOf(error);
  return failureCount < MAX_RETRIES && (status === undefined || status === 0 || status >= 500);
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

// One plain HTTP request per call: a screen makes one or two calls, and a call sent to another
// tenant (CallContext.tenant) must never share a batch with calls for the route's tenant.
const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpLink({
      url: "/trpc",
      headers: ({ op }) => {
        const { tenant, idempotencyKey } = op.context as CallContext;
        return { ...currentIdentityHeaders(tenant), ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}) };
      },
    }),
  ],
});

const queryClients = new Map<string, QueryClient>();

function queryClientFor(tenant: string): QueryClient {
  let client = queryClients.get(tenant);
  if (!client) {
    client = createQueryClient();
    queryClients.set(tenant, client);
  }
  return client;
}

/** The user whose identity filled each tenant's cache (null: a visitor, or a session still loading). */
const cacheOwners = new Map<QueryClient, string | null>();

/**
 * Keeps a cache from answering for another user: answers fetched while the session was still
 * loading are refetched in the background; another user's answers are dropped before they show.
 */
function useCacheOwner(queryClient: QueryClient): void {
  const userId = useSession().user?.id ?? null;
  useEffect(() => {
    const owner = cacheOwners.get(queryClient);
    cacheOwners.set(queryClient, userId);
    if (owner === undefined || owner === userId) return;
    if (owner === null) void queryClient.invalidateQueries();
    else void queryClient.resetQueries();
  }, [queryClient, userId]);
}

function TenantData({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useCacheOwner(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

export function DataProvider({ children }: { children: ReactNode }) {
  const tenant = useTenantName() ?? "";
  // The map hands back the same client for a tenant, so screens share its cache across navigation.
  // The key remounts the screen for another tenant: mounted queries and mutations stay bound to the
  // client they started with, so the client must never change under them.
  return <TenantData key={tenant} queryClient={queryClientFor(tenant)}>{children}</TenantData>;
}
