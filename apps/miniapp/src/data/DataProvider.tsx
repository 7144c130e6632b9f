// TanStack Query + the tRPC client for the data screens. The tRPC link sends the same identity
// headers as the REST helpers (init data, bearer token, the route's tenant). Caches are kept per
// tenant and user: a page of tenant A never shows tenant B's (or another user's) cached answers.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpLink } from "@trpc/client";
import type { AppRouter } from "@booking/trpc";
import type { ReactNode } from "react";
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
      headers: ({ op }) => currentIdentityHeaders((op.context as CallContext).tenant),
    }),
  ],
});

const queryClients = new Map<string, QueryClient>();

function queryClientFor(scope: string): QueryClient {
  let client = queryClients.get(scope);
  if (!client) {
    client = createQueryClient();
    queryClients.set(scope, client);
  }
  return client;
}

export function DataProvider({ children }: { children: ReactNode }) {
  const tenant = useTenantName() ?? "";
  const { user } = useSession();
  // The map hands back the same client for a scope, so screens share its cache across navigation.
  const queryClient = queryClientFor(`${tenant}|${user?.id ?? ""}`);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
