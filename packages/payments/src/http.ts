// The one place that talks HTTP to providers: JSON in and out, a hard timeout, and transport
// failures (no answer in time, no connection) turned into AppError PAYMENT_PROVIDER_UNREACHABLE.
// Adapters interpret statuses and bodies.
import { timedCall } from "@booking/observability";
import { providerError, providerUnreachable, redact, type ProcessorName } from "./errors.ts";

/** An owner waiting for "test" or a customer waiting for a payment link should not wait longer. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ProviderHttpOptions {
  processor: ProcessorName;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Values that must never appear in an error message (keys, passwords, auth headers). */
  secrets: readonly string[];
}

export interface JsonRequest {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

export type ProviderHttp = (operation: string, request: JsonRequest) => Promise<JsonResponse>;

export function createProviderHttp(options: ProviderHttpOptions): ProviderHttp {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  // Every call is timed and counted (booking_outbound_calls_total{target="payment"}), by HTTP status class.
  return (operation, request) =>
    timedCall(
      "payment",
      () => call(operation, request),
      ({ status }) => `${Math.floor(status / 100)}xx`,
    );

  async function call(operation: string, request: JsonRequest): Promise<JsonResponse> {
    const fail = (reason: string, details: Record<string, unknown> = {}) =>
      providerError(options.processor, operation, redact(reason, options.secrets), details);

    let response: Response;
    let text: string;
    try {
      // One deadline covers connecting and reading the body: a provider that stalls mid-body
      // must not hold the request open either.
      const signal = AbortSignal.timeout(timeoutMs);
      response = await doFetch(request.url, {
        method: request.method,
        headers: {
          Accept: "application/json",
          ...(request.json === undefined ? {} : { "Content-Type": "application/json" }),
          ...request.headers,
        },
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal,
      });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
        throw providerUnreachable(options.processor, operation, `no answer within ${timeoutMs} ms`, { reason: "timeout" });
      }
      throw providerUnreachable(options.processor, operation, `network error (${describeNetworkError(error)})`, { reason: "network" });
    }

    if (text.trim() === "") return { status: response.status, body: undefined };
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw fail(`answered HTTP ${response.status} with a body that is not JSON`, {
        reason: "invalid_response",
        httpStatus: response.status,
      });
    }
  }
}

/** Only the error's code or class: undici messages can embed URLs and option dumps. */
function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (cause && typeof cause.code === "string") return cause.code;
  return error instanceof Error ? error.name : "unknown";
}
