// YooKassa REST API v3 calls: Basic auth (shopId:secretKey), JSON bodies, an Idempotence-Key on
// every POST. Errors come back as non-2xx with { type: "error", code, description }.
import { z } from "zod";
import type { YookassaConfig } from "./config.ts";
import { credentialsRejected, providerError, redact } from "./errors.ts";
import { createProviderHttp } from "./http.ts";
import type { YookassaReceipt } from "./receipt-yookassa.ts";
import type { AdapterOptions } from "./types.ts";

export const YOOKASSA_DEFAULT_BASE_URL = "https://api.yookassa.ru/v3";

const amountSchema = z.object({ value: z.string(), currency: z.string() });

/** The fields of YooKassa's payment object this package reads; the rest is ignored. */
export const yookassaPaymentSchema = z.object({
  id: z.string().min(1),
  // pending | waiting_for_capture | succeeded | canceled (kept open: unknown values map to PENDING)
  status: z.string(),
  amount: amountSchema,
  refunded_amount: amountSchema.optional(),
  confirmation: z
    .object({ type: z.string(), confirmation_url: z.string().optional(), confirmation_data: z.string().optional() })
    .optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});
export type YookassaPayment = z.infer<typeof yookassaPaymentSchema>;

const refundSchema = z.object({ id: z.string(), payment_id: z.string(), status: z.string() });
const errorSchema = z.object({ code: z.string().optional(), description: z.string().optional() });

export interface YookassaAmount {
  value: string;
  currency: string;
}

export interface YookassaCreatePaymentBody {
  amount: YookassaAmount;
  capture: boolean;
  confirmation: { type: "redirect"; return_url: string };
  description: string;
  metadata: Record<string, string>;
  payment_method_data?: { type: string };
  receipt?: YookassaReceipt;
}

export type YookassaClient = ReturnType<typeof createYookassaClient>;

export function createYookassaClient(config: YookassaConfig, options: AdapterOptions = {}) {
  const baseUrl = (options.baseUrl ?? YOOKASSA_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const basic = Buffer.from(`${config.shopId}:${config.secretKey}`, "utf8").toString("base64");
  const secrets = [config.secretKey, basic];
  const http = createProviderHttp({ processor: "YooKassa", fetch: options.fetch, timeoutMs: options.timeoutMs, secrets });

  async function call<T>(
    operation: string,
    request: { method: "GET" | "POST"; path: string; json?: unknown; idempotenceKey?: string },
    schema: z.ZodType<T>,
  ): Promise<T> {
    const headers: Record<string, string> = { Authorization: `Basic ${basic}` };
    if (request.idempotenceKey !== undefined) headers["Idempotence-Key"] = request.idempotenceKey;
    const answer = await http(operation, { method: request.method, url: baseUrl + request.path, headers, json: request.json });
    if (answer.status === 401 || answer.status === 403) throw credentialsRejected("YooKassa", operation);
    if (answer.status < 200 || answer.status > 299) {
      const error = errorSchema.safeParse(answer.body);
      const text = error.success ? [error.data.code, error.data.description].filter(Boolean).join(": ") : "";
      throw providerError("YooKassa", operation, `HTTP ${answer.status}${text ? ` (${redact(text, secrets)})` : ""}`, {
        httpStatus: answer.status,
        ...(error.success && error.data.code ? { providerCode: error.data.code } : {}),
      });
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw providerError("YooKassa", operation, "unexpected response shape");
    return parsed.data;
  }

  return {
    createPayment(body: YookassaCreatePaymentBody, idempotenceKey: string): Promise<YookassaPayment> {
      return call("create payment", { method: "POST", path: "/payments", json: body, idempotenceKey }, yookassaPaymentSchema);
    },

    getPayment(paymentId: string): Promise<YookassaPayment> {
      const path = `/payments/${encodeURIComponent(paymentId)}`;
      return call("get payment", { method: "GET", path }, yookassaPaymentSchema);
    },

    createRefund(body: { payment_id: string; amount: YookassaAmount; receipt?: YookassaReceipt }, idempotenceKey: string) {
      return call("create refund", { method: "POST", path: "/refunds", json: body, idempotenceKey }, refundSchema);
    },

    /** Shop settings (GET /me): the cheapest authenticated call, used to test credentials. */
    async me(): Promise<void> {
      await call("get shop info", { method: "GET", path: "/me" }, z.object({ account_id: z.string() }));
    },
  };
}
