// Local stand-in for the YooKassa API v3, following its documented requests and answers:
// Basic auth with shopId:secretKey, Idempotence-Key on POST (same key → same answer), payment
// objects { id, status, paid, amount: { value, currency }, confirmation, metadata, ... },
// refunds, GET /me, and { type: "error", code, description } errors. State lives in memory.
import { randomUUID } from "node:crypto";
import { startHttpStandIn, type HttpStandIn, type RecordedRequest, type StandInReply } from "./http-stand-in.ts";
import { yookassaReceiptProblem } from "./yookassa-receipt-check.ts";

export interface YookassaShop {
  shopId: string;
  secretKey: string;
  /**
   * The shop sends 54-FZ receipts through YooKassa (issue 30): a payment or refund without a valid
   * `receipt` is refused, as YooKassa refuses it for such a shop.
   */
  fiscalized?: boolean;
}

interface Amount {
  value: string;
  currency: string;
}

export interface StandInPayment {
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  paid: boolean;
  amount: Amount;
  refunded_amount?: Amount;
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  payment_method?: { type: string; id: string; saved: boolean };
  confirmation?: { type: "redirect"; confirmation_url: string };
  cancellation_details?: { party: string; reason: string };
  metadata: Record<string, string>;
  /** The receipt sent with the payment, as received (YooKassa keeps it and answers receipt_registration). */
  receipt?: unknown;
  receipt_registration?: "pending" | "succeeded";
  created_at: string;
  captured_at?: string;
  test: true;
  refundable: boolean;
}

export interface YookassaStandIn extends Omit<HttpStandIn, "origin"> {
  /** Point the adapter's baseUrl here (ends with /v3). */
  baseUrl: string;
  payment(id: string): StandInPayment;
  /** The payer paid: pending → succeeded. */
  succeed(id: string): void;
  cancel(id: string, reason?: string, party?: string): void;
  /** The body YooKassa would POST to the shop's notification URL. */
  notification(id: string, event?: string): { type: "notification"; event: string; object: StandInPayment };
  refunds: StandInRefund[];
}

/** A fiscalized shop refuses a charge or refund without a valid receipt; any shop checks one it is sent. */
function receiptRefusal(shop: YookassaShop, receipt: unknown, amount: Amount): StandInReply | null {
  if (receipt === undefined && !shop.fiscalized) return null;
  const problem = yookassaReceiptProblem(receipt, amount);
  return problem ? error(400, "invalid_request", problem.description, problem.parameter) : null;
}

/** Every refund made, with the receipt it carried (tests read what reached the provider). */
export interface StandInRefund {
  id: string;
  payment_id: string;
  amount: Amount;
  receipt?: unknown;
}

const error = (status: number, code: string, description: string, parameter?: string): StandInReply => ({
  status,
  body: { type: "error", id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) },
});

const toMinor = (value: string) => Number(value.replace(".", ""));
const toValue = (minor: number) => (minor / 100).toFixed(2); // stand-in only: amounts here are < 2^53/100

export async function startYookassaStandIn(shops: YookassaShop[]): Promise<YookassaStandIn> {
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const idempotent = new Map<string, StandInReply>(); // `${shopId}:${key}` → first answer

  function authenticate(request: RecordedRequest): YookassaShop | undefined {
    const header = String(request.headers.authorization ?? "");
    if (!header.startsWith("Basic ")) return undefined;
    const [shopId, ...rest] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":");
    return shops.find((shop) => shop.shopId === shopId && shop.secretKey === rest.join(":"));
  }

  function createPayment(shop: YookassaShop, body: Record<string, unknown>): StandInReply {
    const amount = body.amount as Amount | undefined;
    if (!amount || typeof amount.value !== "string" || !/^\d+\.\d{2}$/.test(amount.value) || toMinor(amount.value) <= 0) {
      return error(400, "invalid_request", "Invalid amount value", "amount.value");
    }
    if (typeof amount.currency !== "string" || !/^[A-Z]{3}$/.test(amount.currency)) {
      return error(400, "invalid_request", "Invalid currency", "amount.currency");
    }
    const confirmation = body.confirmation as { type?: string; return_url?: string } | undefined;
    if (confirmation?.type !== "redirect" || typeof confirmation.return_url !== "string") {
      return error(400, "invalid_request", "Redirect confirmation requires return_url", "confirmation");
    }
    const refused = receiptRefusal(shop, body.receipt, amount);
    if (refused) return refused;
    const id = randomUUID();
    const method = body.payment_method_data as { type?: string } | undefined;
    const payment: StandInPayment = {
      id,
      status: "pending",
      paid: false,
      amount: { value: amount.value, currency: amount.currency },
      description: body.description as string | undefined,
      recipient: { account_id: shop.shopId, gateway_id: "1000001" },
      ...(method?.type ? { payment_method: { type: method.type, id, saved: false } } : {}),
      confirmation: { type: "redirect", confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}` },
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      ...(body.receipt === undefined ? {} : { receipt: body.receipt, receipt_registration: "pending" as const }),
      created_at: new Date().toISOString(),
      test: true,
      refundable: false,
    };
    payments.set(id, payment);
    return { status: 200, body: payment };
  }

  function createRefund(shop: YookassaShop, body: Record<string, unknown>): StandInReply {
    const payment = payments.get(String(body.payment_id));
    if (!payment || payment.recipient.account_id !== shop.shopId) return error(404, "not_found", "Payment doesn't exist");
    if (payment.status !== "succeeded") return error(400, "invalid_request", "Payment is not succeeded", "payment_id");
    const amount = body.amount as Amount | undefined;
    if (!amount || amount.currency !== payment.amount.currency || !/^\d+\.\d{2}$/.test(amount.value)) {
      return error(400, "invalid_request", "Invalid refund amount", "amount");
    }
    const refused = receiptRefusal(shop, body.receipt, amount);
    if (refused) return refused;
    const refunded = toMinor(payment.refunded_amount?.value ?? "0.00") + toMinor(amount.value);
    if (refunded > toMinor(payment.amount.value)) return error(400, "invalid_request", "Refund exceeds payment", "amount");
    payment.refunded_amount = { value: toValue(refunded), currency: payment.amount.currency };
    payment.refundable = refunded < toMinor(payment.amount.value);
    const refund = { id: randomUUID(), payment_id: payment.id, status: "succeeded", amount, created_at: new Date().toISOString() };
    refunds.push({ id: refund.id, payment_id: payment.id, amount, ...(body.receipt === undefined ? {} : { receipt: body.receipt }) });
    return { status: 200, body: refund };
  }

  const http = await startHttpStandIn((request) => {
    const shop = authenticate(request);
    if (!shop) return error(401, "invalid_credentials", "Authentication by given credentials failed");
    const body = (request.body ?? {}) as Record<string, unknown>;

    if (request.method === "POST") {
      const key = request.headers["idempotence-key"];
      if (typeof key !== "string" || key === "") return error(400, "invalid_request", "Idempotence-Key header is required");
      // Like YooKassa, a repeated key replays the first answer as it was, not the current state.
      const remembered = idempotent.get(`${shop.shopId}:${key}`);
      if (remembered) return structuredClone(remembered);
      let reply: StandInReply;
      if (request.path === "/v3/payments") reply = createPayment(shop, body);
      else if (request.path === "/v3/refunds") reply = createRefund(shop, body);
      else return error(404, "not_found", "Unknown method");
      idempotent.set(`${shop.shopId}:${key}`, structuredClone(reply));
      return reply;
    }

    if (request.path === "/v3/me") {
      return {
        status: 200,
        body: {
          account_id: shop.shopId,
          test: true,
          fiscalization_enabled: shop.fiscalized === true,
          payment_methods: ["bank_card", "sbp"],
          status: "enabled",
        },
      };
    }
    const match = /^\/v3\/payments\/([^/]+)$/.exec(request.path);
    const payment = match ? payments.get(decodeURIComponent(match[1] ?? "")) : undefined;
    // Another shop's payment is indistinguishable from a missing one.
    if (!payment || payment.recipient.account_id !== shop.shopId) return error(404, "not_found", "Payment doesn't exist or access denied");
    return { status: 200, body: payment };
  });

  function payment(id: string): StandInPayment {
    const found = payments.get(id);
    if (!found) throw new Error(`YooKassa stand-in: no payment ${id}`);
    return found;
  }

  return {
    baseUrl: `${http.origin}/v3`,
    requests: http.requests,
    failNext: http.failNext,
    hangNext: http.hangNext,
    close: http.close,
    payment,
    refunds,
    succeed(id) {
      const found = payment(id);
      Object.assign(found, { status: "succeeded", paid: true, refundable: true, captured_at: new Date().toISOString() });
      delete found.confirmation;
    },
    cancel(id, reason = "expired_on_confirmation", party = "yoo_money") {
      Object.assign(payment(id), { status: "canceled", paid: false, cancellation_details: { party, reason } });
    },
    notification(id, event) {
      const found = payment(id);
      const name = event ?? (found.status === "canceled" ? "payment.canceled" : `payment.${found.status}`);
      return { type: "notification", event: name, object: structuredClone(found) };
    },
  };
}
