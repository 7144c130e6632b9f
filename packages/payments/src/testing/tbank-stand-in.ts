// Local stand-in for the T-Bank acquiring API v2 (Init, GetState, Cancel, GetQr) following the
// documented shapes: JSON POST to /v2/{Method}, Token-signed requests, answers with Success /
// ErrorCode / Message, and signed HTTP notifications built by buildNotification(). In memory.
import { randomUUID } from "node:crypto";
import { isValidTbankToken, signTbankRequest } from "../tbank-token.ts";
import { startHttpStandIn, type HttpStandIn, type StandInReply } from "./http-stand-in.ts";
import { tbankReceiptProblem } from "./tbank-receipt-check.ts";

export interface TbankTerminal {
  terminalKey: string;
  password: string;
  /**
   * The terminal has an online cash register (54-FZ, issue 30): Init without a valid Receipt is
   * refused, and so is a partial Cancel; a Receipt sent with any operation is checked.
   */
  fiscalized?: boolean;
}

export interface StandInTbankPayment {
  PaymentId: string;
  TerminalKey: string;
  OrderId: string;
  Amount: number;
  Status: string;
  Description?: string;
  /** The Receipt sent with Init, as received. */
  Receipt?: unknown;
  /** The Receipt of each Cancel that carried one, in order. */
  refundReceipts: unknown[];
  /** Cancel answers by ExternalRequestId, so a repeated refund returns the first result. */
  cancels: Map<string, StandInReply>;
}

export interface TbankStandIn extends Omit<HttpStandIn, "origin"> {
  /** Point the adapter's baseUrl here (ends with /v2). */
  baseUrl: string;
  payment(paymentId: string): StandInTbankPayment;
  /** One-stage payment completed: → CONFIRMED. */
  succeed(paymentId: string): void;
  setStatus(paymentId: string, status: string): void;
  /** A NotificationPayment body for the payment's current state, signed with its terminal's password. */
  buildNotification(paymentId: string, overrides?: Record<string, unknown>): Record<string, unknown>;
}

const TOKEN_REJECTED: StandInReply = {
  status: 200,
  body: { Success: false, ErrorCode: "204", Message: "Неверный токен. Проверьте пару TerminalKey/SecretKey.", Details: "" },
};
// Any non-zero code other than 204 means "the request was authenticated but failed"; the adapter
// relies only on that distinction, so the exact value here is illustrative.
const failure = (code: string, message: string, details = ""): StandInReply => ({
  status: 200,
  body: { Success: false, ErrorCode: code, Message: message, Details: details },
});
/** Illustrative code of a refused receipt ("Неверные параметры чека"); the adapter only needs "not 0, not 204". */
const RECEIPT_REFUSED = "309";

export async function startTbankStandIn(terminals: TbankTerminal[]): Promise<TbankStandIn> {
  const payments = new Map<string, StandInTbankPayment>();
  // A random start, so stand-ins sharing one test database never hand out the same PaymentId.
  let nextId = 3_000_000_001 + Math.floor(Math.random() * 1_000_000_000);

  const ok = (payment: StandInTbankPayment, extra: Record<string, unknown> = {}): StandInReply => ({
    status: 200,
    body: {
      Success: true,
      ErrorCode: "0",
      TerminalKey: payment.TerminalKey,
      Status: payment.Status,
      PaymentId: payment.PaymentId,
      OrderId: payment.OrderId,
      Amount: payment.Amount,
      ...extra,
    },
  });

  function cancel(payment: StandInTbankPayment, body: Record<string, unknown>): StandInReply {
    const key = typeof body.ExternalRequestId === "string" && body.ExternalRequestId ? body.ExternalRequestId : undefined;
    const remembered = key ? payment.cancels.get(key) : undefined;
    if (remembered) return remembered;
    const original = payment.Amount;
    const amount = typeof body.Amount === "number" ? body.Amount : original;
    if (!Number.isInteger(amount) || amount <= 0 || amount > original) return failure("1102", "Неверная сумма");
    // A full cancellation may go without a receipt (T-Bank repeats the Init one); a partial one may not.
    if (body.Receipt !== undefined || (terminalOf(payment)?.fiscalized && amount !== original)) {
      const problem = tbankReceiptProblem(body.Receipt, amount);
      if (problem) return failure(RECEIPT_REFUSED, "Неверные параметры чека", problem);
    }
    if (body.Receipt !== undefined) payment.refundReceipts.push(body.Receipt);
    const remaining = original - amount;
    const next: Record<string, string | undefined> = {
      NEW: "CANCELED",
      FORM_SHOWED: "CANCELED",
      AUTHORIZED: remaining > 0 ? "PARTIAL_REVERSED" : "REVERSED",
      CONFIRMED: remaining > 0 ? "PARTIAL_REFUNDED" : "REFUNDED",
      PARTIAL_REFUNDED: remaining > 0 ? "PARTIAL_REFUNDED" : "REFUNDED",
    };
    const status = next[payment.Status];
    if (!status) return failure("3", "Неверный статус транзакции", `Status ${payment.Status} cannot be cancelled`);
    const newAmount = payment.Status === "NEW" || payment.Status === "FORM_SHOWED" ? 0 : remaining;
    payment.Status = status;
    payment.Amount = newAmount;
    const reply: StandInReply = {
      status: 200,
      body: {
        Success: true,
        ErrorCode: "0",
        TerminalKey: payment.TerminalKey,
        OrderId: payment.OrderId,
        Status: status,
        OriginalAmount: original,
        NewAmount: newAmount,
        PaymentId: Number(payment.PaymentId),
        ...(key ? { ExternalRequestId: key } : {}),
      },
    };
    if (key) payment.cancels.set(key, reply);
    return reply;
  }

  const terminalOf = (payment: StandInTbankPayment) => terminals.find((t) => t.terminalKey === payment.TerminalKey);

  const http = await startHttpStandIn((request) => {
    const method = /^\/v2\/(\w+)$/.exec(request.path)?.[1];
    const body = request.body as Record<string, unknown> | undefined;
    if (request.method !== "POST" || !method || !body) return { status: 404, body: { Success: false, ErrorCode: "404" } };
    const terminal = terminals.find((t) => t.terminalKey === body.TerminalKey);
    if (!terminal || !isValidTbankToken(body, terminal.password)) return TOKEN_REJECTED;

    if (method === "Init") {
      if (!Number.isInteger(body.Amount) || (body.Amount as number) <= 0) return failure("1001", "Неверные параметры", "Amount");
      if (typeof body.OrderId !== "string" || body.OrderId === "") return failure("1001", "Неверные параметры", "OrderId");
      if (body.Receipt !== undefined || terminal.fiscalized) {
        const problem = tbankReceiptProblem(body.Receipt, body.Amount as number);
        if (problem) return failure(RECEIPT_REFUSED, "Неверные параметры чека", problem);
      }
      const payment: StandInTbankPayment = {
        PaymentId: String(nextId++),
        TerminalKey: terminal.terminalKey,
        OrderId: body.OrderId,
        Amount: body.Amount as number,
        Status: "NEW",
        Description: typeof body.Description === "string" ? body.Description : undefined,
        ...(body.Receipt === undefined ? {} : { Receipt: body.Receipt }),
        refundReceipts: [],
        cancels: new Map(),
      };
      payments.set(payment.PaymentId, payment);
      return ok(payment, { PaymentURL: `https://securepayments.tinkoff.ru/${randomUUID().slice(0, 8)}` });
    }

    const payment = payments.get(String(body.PaymentId));
    if (!payment || payment.TerminalKey !== terminal.terminalKey) return failure("7", "Платеж не найден");
    if (method === "GetState") return ok(payment, { Message: "OK" });
    if (method === "Cancel") return cancel(payment, body);
    if (method === "GetQr") {
      if (payment.Status !== "NEW" && payment.Status !== "FORM_SHOWED") return failure("3", "Неверный статус транзакции");
      const data =
        body.DataType === "IMAGE"
          ? `<svg xmlns="http://www.w3.org/2000/svg"><!-- QR ${payment.PaymentId} --></svg>`
          : `https://qr.nspk.ru/AD10${payment.PaymentId}?type=02&bank=100000000004&sum=${payment.Amount}&cur=RUB&crc=AB12`;
      return {
        status: 200,
        body: {
          Success: true,
          ErrorCode: "0",
          TerminalKey: payment.TerminalKey,
          OrderId: payment.OrderId,
          Data: data,
          PaymentId: Number(payment.PaymentId),
        },
      };
    }
    return failure("9999", "Метод не поддерживается стендом");
  });

  function payment(paymentId: string): StandInTbankPayment {
    const found = payments.get(paymentId);
    if (!found) throw new Error(`T-Bank stand-in: no payment ${paymentId}`);
    return found;
  }

  return {
    baseUrl: `${http.origin}/v2`,
    requests: http.requests,
    failNext: http.failNext,
    hangNext: http.hangNext,
    close: http.close,
    payment,
    succeed: (paymentId) => {
      payment(paymentId).Status = "CONFIRMED";
    },
    setStatus: (paymentId, status) => {
      payment(paymentId).Status = status;
    },
    buildNotification(paymentId, overrides = {}) {
      const found = payment(paymentId);
      const terminal = terminals.find((t) => t.terminalKey === found.TerminalKey);
      if (!terminal) throw new Error("T-Bank stand-in: terminal vanished");
      const fields = {
        TerminalKey: found.TerminalKey,
        OrderId: found.OrderId,
        Success: !["REJECTED", "AUTH_FAIL"].includes(found.Status),
        Status: found.Status,
        PaymentId: Number(found.PaymentId),
        ErrorCode: "0",
        Amount: found.Amount,
        CardId: 10452089,
        Pan: "430000******0777",
        ExpDate: "1230",
        ...overrides,
      };
      return signTbankRequest(fields, terminal.password);
    },
  };
}
