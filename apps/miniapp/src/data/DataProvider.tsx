// TanStack Query + the tRPC client for the data screens. The tRPC link sends the same identity
// headers as the REST helpers (init data, bearer token, the tenant). Each tenant has its own cache
// and its own client, so a page of tenant A never shows tenant B's answers, nor one user another
// user's, and query keys never need to name the tenant: screens take them from queryOptions.
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@booking/trpc";
import { useEffect, type ReactNode } from "react";
import { errorCodeOf, errorStatusOf } from "../api/api-error.ts";
import { currentIdentityHeaders } from "../api/http.ts";
import { idempotencyHeader, idempotencyLink } from "../lib/idempotency-key.ts";
import { bookingTokenHeader } from "../lib/booking-token.ts";
import { noteErrorCode, noteResponse } from "../lib/launch-expired.ts";
import { noteServiceStatus, RETRY_AFTER_MS } from "../lib/service-status.ts";
import { useTenantName } from "../router/tenant-name.ts";
import { useSession } from "../session/SessionProvider.tsx";
import { TRPCProvider } from "./trpc.ts";

/** Answers stay fresh this long; screens refetch on mount and focus after that. */
const STALE_MS = 30_000;
const MAX_RETRIES = 2;

/** A read is retried this often while the server says it is temporarily unavailable (about a minute). */
const MAX_UNAVAILABLE_RETRIES = 30;
/** A mutation answered 503 is sent again (with the same Idempotency-Key) this often. */
const MAX_MUTATION_RETRIES = 3;

/**
 * Only failures a second try can fix (no answer, server trouble) are retried; a 4xx never is. A 503
 * (the server's database is away: issue 27.2) is retried for about a minute, while the notice says so.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatusOf(error);
  if (status === 503) return failureCount < MAX_UNAVAILABLE_RETRIES;
  return failureCount < MAX_RETRIES && (status === undefined || status === 0 || status >= 500);
}

/**
 * A mutation is retried only on 503: the server refused it before doing anything, and the retry
 * carries the same Idempotency-Key (idempotencyLink keeps it until a call succeeds), so an answer
 * lost on the way can never make it happen twice. Without an answer (status 0) the user decides.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return errorStatusOf(error) === 503 && failureCount < MAX_MUTATION_RETRIES;
}

/** After a 503 the server's Retry-After; otherwise TanStack Query's doubling delay (1 s, 2 s, ...). */
export function retryDelay(failureCount: number, error: unknown): number {
  if (errorStatusOf(error) === 503) return RETRY_AFTER_MS;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

function createQueryClient(): QueryClient {
  // Expired Telegram launch data on any call: the app asks to reopen it (lib/launch-expired.ts).
  const onError = (error: unknown) => {
    noteErrorCode(errorCodeOf(error));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: shouldRetryMutation, retryDelay },
    },
  });
}

/**
 * The tRPC client of a tenant ("" = the route's tenant, or the server's choice outside the tenant
 * area). One plain HTTP request per call: a screen makes one or two calls, so batching gains nothing.
 */
function createTenantClient(tenant: string) {
  return createTRPCClient<AppRouter>({
    // Every mutation carries its action's Idempotency-Key (lib/idempotency-key.ts).
    links: [
      idempotencyLink(),
      httpLink({
        url: "/trpc",
        headers: ({ op }) => ({
          ...currentIdentityHeaders(tenant || undefined),
          ...idempotencyHeader(op.context),
          ...bookingTokenHeader(op.context),
        }),
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          noteResponse(response);
          noteServiceStatus(response);
          return response;
        },
      }),
    ],
  });
}

function memoByTenant<T>(create: (tenant: string) => T): (tenant: string) => T {
  const made = new Map<string, T>();
  return (tenant) => {
    let value = made.get(tenant);
    if (value === undefined) {
      value = create(tenant);
      made.set(tenant, value);
    }
    return value;
  };
}

const queryClientFor = memoByTenant(createQueryClient);
/** For the rare call to a tenant the screen is not showing (tenant setup pays in the new tenant). */
export const trpcClientFor = memoByTenant(createTenantClient);

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

function TenantData({ tenant, children }: { tenant: string; children: ReactNode }) {
  const queryClient = queryClientFor(tenant);
  useCacheOwner(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClientFor(tenant)} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/**
 * The data layer for the route's tenant, or for `tenant` when a screen outside the tenant area
 * manages one (the account area, the payment result page).
 */
export function DataProvider({ tenant, children }: { tenant?: string; children: ReactNode }) {
  const routeTenant = useTenantName() ?? "";
  const target = tenant ?? routeTenant;
  // The maps hand back the same clients for a tenant, so screens share its cache across navigation.
  // The key remounts the screen for another tenant: mounted queries and mutations stay bound to the
  // client they started with, so the client must never change under them.
  return (
    <TenantData key={target} tenant={target}>
      {children}
    </TenantData>
  );
}
