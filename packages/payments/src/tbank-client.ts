// Signed calls to the T-Bank acquiring API v2 (Init, GetState, Cancel, GetQr). Shared by the card
// adapter (tbank.ts) and the SBP-through-T-Bank route (sbp.ts). Every method is a JSON POST to
// {base}/{Method}; errors come back as HTTP 200 with Success=false and a non-"0" ErrorCode.
import { z } from "zod";
import type { TbankConfig } from "./config.ts";
import { credentialsRejected, providerError, redact, unsupportedRequest } from "./errors.ts";
import { createProviderHttp } from "./http.ts";
import { signTbankRequest } from "./tbank-token.ts";
import { assertValidReceipt, type Receipt } from "./receipt.ts";
import { tbankReceipt } from "./receipt-tbank.ts";
import type { AdapterOptions, CreatePaymentInput } from "./types.ts";

export const TBANK_DEFAULT_BASE_URL = "https://securepay.tinkoff.ru/v2";
/** "Неверный токен. Проверьте пару TerminalKey/SecretKey." — the terminal credentials are wrong. */
export const TBANK_TOKEN_REJECTED = "204";
/** T-Bank documents Description as at most 140 characters (it is shown in the payer's bank app for SBP). */
const DESCRIPTION_MAX = 140;

// PaymentId and ErrorCode arrive as strings in some answers and numbers in others.
const idLike = z.union([z.string().min(1), z.number().int()]).transform(String);

const envelopeSchema = z.object({
  Success: z.boolean(),
  ErrorCode: idLike,
  Message: z.string().optional(),
  Details: z.string().optional(),
});

const initSchema = z.object({
  PaymentId: idLike,
  Status: z.string(),
  Amount: z.number().int(),
  OrderId: z.string(),
  PaymentURL: z.string().optional(),
});
const stateSchema = z.object({
  PaymentId: idLike,
  Status: z.string(),
  Amount: z.number().int(),
  OrderId: z.string().optional(),
});
const cancelSchema = z.object({
  PaymentId: idLike,
  Status: z.string(),
  OriginalAmount: z.number().int().optional(),
  NewAmount: z.number().int().optional(),
});
const qrSchema = z.object({ PaymentId: idLike, Data: z.string().min(1) });

export type TbankInitResult = z.infer<typeof initSchema>;
export type TbankState = z.infer<typeof stateSchema>;
export type TbankCancelResult = z.infer<typeof cancelSchema>;
export type TbankClient = ReturnType<typeof createTbankClient>;

/** RedirectDueDate wants `YYYY-MM-DDTHH24:MI:SS+GMT`, e.g. 2016-08-31T12:28:00+03:00 (no milliseconds). */
export function tbankDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

export function createTbankClient(config: TbankConfig, options: AdapterOptions = {}) {
  const baseUrl = (options.baseUrl ?? TBANK_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const secrets = [config.password];
  const http = createProviderHttp({ processor: "T-Bank", fetch: options.fetch, timeoutMs: options.timeoutMs, secrets });

  async function call<T>(method: string, fields: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
    const body = signTbankRequest({ TerminalKey: config.terminalKey, ...fields }, config.password);
    const answer = await http(method, { method: "POST", url: `${baseUrl}/${method}`, json: body });
    if (answer.status !== 200) {
      throw providerError("T-Bank", method, `HTTP ${answer.status}`, { httpStatus: answer.status });
    }
    const envelope = envelopeSchema.safeParse(answer.body);
    if (!envelope.success) throw providerError("T-Bank", method, "unexpected response shape");
    const { Success, ErrorCode, Message, Details } = envelope.data;
    if (!Success || ErrorCode !== "0") {
      if (ErrorCode === TBANK_TOKEN_REJECTED) throw credentialsRejected("T-Bank", method);
      const text = redact([Message, Details].filter(Boolean).join(": ") || "no message", secrets);
      throw providerError("T-Bank", method, `error ${ErrorCode} (${text})`, { providerCode: ErrorCode });
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw providerError("T-Bank", method, "unexpected response shape");
    return parsed.data;
  }

  return {
    terminalKey: config.terminalKey,

    init(input: CreatePaymentInput): Promise<TbankInitResult> {
      // Init takes an optional numeric Currency, but SBP is rouble-only and terminals are opened in
      // roubles, so anything else is refused here rather than charged in the wrong currency.
      if (input.currency !== "RUB") throw unsupportedRequest("T-Bank", `currency ${input.currency} is not supported, only RUB`);
      // Checked before the call: a receipt that does not add up never reaches T-Bank.
      if (input.receipt) assertValidReceipt(input.receipt, input.amountMinor, input.currency);
      const data: Record<string, string> = { ...input.metadata };
      if (input.customerEmail) data.Email = input.customerEmail;
      return call(
        "Init",
        {
          Amount: input.amountMinor,
          OrderId: input.orderId,
          Description: input.description.slice(0, DESCRIPTION_MAX),
          // One-stage: money is captured right after authorisation, so AUTHORIZED is transient.
          PayType: "O",
          SuccessURL: input.returnUrl,
          FailURL: input.returnUrl,
          ...(input.notificationUrl ? { NotificationURL: input.notificationUrl } : {}),
          ...(input.expiresAt ? { RedirectDueDate: tbankDate(input.expiresAt) } : {}),
          // DATA and Receipt are nested objects: they are sent but, by the Token rule, not signed.
          ...(Object.keys(data).length > 0 ? { DATA: data } : {}),
          ...(input.receipt ? { Receipt: tbankReceipt(input.receipt) } : {}),
        },
        initSchema,
      );
    },

    getState(paymentId: string): Promise<TbankState> {
      return call("GetState", { PaymentId: paymentId }, stateSchema);
    },

    /**
     * Cancel doubles as refund: NEW→CANCELED, AUTHORIZED→REVERSED, CONFIRMED→(PARTIAL_)REFUNDED.
     * ExternalRequestId makes a repeated refund return the first one's result (not honoured for SBP).
     */
    cancel(paymentId: string, amountMinor?: number, externalRequestId?: string, receipt?: Receipt): Promise<TbankCancelResult> {
      if (receipt && amountMinor !== undefined) assertValidReceipt(receipt, amountMinor, "RUB");
      return call(
        "Cancel",
        {
          PaymentId: paymentId,
          ...(amountMinor === undefined ? {} : { Amount: amountMinor }),
          ...(externalRequestId ? { ExternalRequestId: externalRequestId } : {}),
          ...(receipt ? { Receipt: tbankReceipt(receipt) } : {}),
        },
        cancelSchema,
      );
    },

    /** SBP QR for an initialised payment; PAYLOAD returns the https://qr.nspk.ru/... link to encode. */
    async getQr(paymentId: string): Promise<string> {
      const answer = await call("GetQr", { PaymentId: paymentId, DataType: "PAYLOAD" }, qrSchema);
      return answer.Data;
    },
  };
}
