// Test support (imported by *.test.tsx only): renders a screen part inside the app's providers with
// a tRPC client whose link answers from `handlers` instead of the network, and records each call
// (procedure path and input), so a test can assert what the screen sent and when.
import type { AppRouter } from "@booking/trpc";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { AppProviders } from "../../../AppProviders.tsx";
import { TRPCProvider } from "../../../data/trpc.ts";
import { createAppI18n } from "../../../i18n.ts";
import { WEB_ENV } from "../../../telegram/telegram-env.ts";
import { idempotencyLink } from "../../../lib/idempotency-key.ts";

export type Handlers = Readonly<Record<string, (input: unknown) => unknown>>;

/** Throw this from a handler to answer like the server's error formatter ({ error, httpStatus }). */
export function apiFailure(code: string, httpStatus: number, message = code, field?: string): TRPCClientError<AppRouter> {
  return TRPCClientError.from({ error: { message, code: -32600, data: { error: code, httpStatus, field } } });
}

export interface RecordedCall {
  path: string;
  input: unknown;
  /** The call's options context (e.g. the Idempotency-Key the real link sends as a header). */
  context: Record<string, unknown>;
}

export async function renderWithApi(ui: ReactNode, options: { handlers: Handlers; route?: string; language?: "en" | "ru" }) {
  const calls: RecordedCall[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input, context: op.context });
        const handler = options.handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No test handler for ${op.path}`);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: "data", data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(
                error instanceof TRPCClientError ? error : TRPCClientError.from(error instanceof Error ? error : new Error(String(error))),
              ),
          );
      });
  // The app's own key link in front, so tests see the Idempotency-Key each mutation would send.
  const client = createTRPCClient<AppRouter>({ links: [idempotencyLink(), link] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const i18n = await createAppI18n({ storage: { getItem: () => options.language ?? "en" } });
  const view = render(
    <AppProviders telegram={WEB_ENV} i18n={i18n}>
      <MemoryRouter initialEntries={[options.route ?? "/"]}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={client} queryClient={queryClient}>
            {ui}
          </TRPCProvider>
        </QueryClientProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}
