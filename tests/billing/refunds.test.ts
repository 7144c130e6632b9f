// A paid booking that is cancelled gives the money back through the provider that took it: the
// cancellation queues the refund in its own transaction, the job queue's worker (as in the API
// process) sends it once, and a refused refund stays queued for a retry. A payment that arrives
// after its booking was cancelled is refunded at once. Against the YooKassa stand-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking, Tenant, User } from "@booking/db";
import {
  BOOKING_REFUND_QUEUE,
  databases,
  JobWorker,
  refundJobHandlers,
  scopedDb,
  settlePayment,
  SILENT_LOGGER,
  type Deps,
} from "@booking/core";
import { api } from "../support/identity.ts";
import {
  configureProvider,
  createBillingApp,
  createPayableBooking,
  createPayingTenant,
  newTenantCredentials,
  type BillingApp,
} from "../support/billing-fixtures.ts";

let t: BillingApp;
let deps: Deps;
let worker: JobWorker;
let tenant: Tenant;
let owner: User & { token: string };

beforeAll(async () => {
  t = await createBillingApp();
  deps = { config: t.config, log: SILENT_LOGGER };
  worker = new JobWorker({ db: t.db, handlers: refundJobHandlers(databases(t.db), deps) });
  ({ tenant, owner } = await createPayingTenant(t.db, "PROFESSIONAL"));
  await configureProvider(t.db, t.config.appSecret, tenant, "YOOKASSA", newTenantCredentials(t).YOOKASSA);
});
afterAll(() => t.close());

/** A booking the customer paid through the stand-in: PAID, its payment SUCCEEDED. */
async function paidBooking(): Promise<{ booking: Booking; paymentId: string; providerPaymentId: string }> {
  const { customer, booking } = await createPayableBooking(t.db, tenant);
  const res = await api(t, { method: "POST", url: `/api/bookings/${booking.id}/pay`, tenant, token: customer.token, body: {} });
  expect(res.statusCode).toBe(200);
  const payment = await t.db.payment.findUniqueOrThrow({ where: { id: res.json().paymentId } });
  t.yookassa.succeed(payment.providerPaymentId!);
  expect(
    await settlePayment(
      scopedDb(t.db, tenant.id),
      deps,
      payment,
      { status: "SUCCEEDED", amountMinor: payment.amountMinor, currency: payment.currency },
      new Date(),
    ),
  ).toBe("applied");
  expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("PAID");
  return { booking, paymentId: payment.id, providerPaymentId: payment.providerPaymentId! };
}

const refundRequests = (providerPaymentId: string) =>
  t.yookassa.requests.filter((r) => r.path === "/v3/refunds" && (r.body as { payment_id?: string }).payment_id === providerPaymentId);
const paymentStatus = async (id: string) => (await t.db.payment.findUniqueOrThrow({ where: { id } })).status;
const refundJob = (bookingId: string) => t.db.job.findUnique({ where: { uniqueKey: `booking-refund:${bookingId}` } });

/** Runs the refund jobs due now, as the API process's worker would. */
async function runRefunds(): Promise<void> {
  while ((await worker.runDue(new Date())) > 0);
}

describe("refunds", () => {
  it("an admin cancelling a PAID booking refunds its payment in full, once", async () => {
    const { booking, paymentId, providerPaymentId } = await paidBooking();
    const cancelled = await api(t, { method: "DELETE", url: `/api/admin/bookings/${booking.id}`, tenant, token: owner.token });
    expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, "CANCELLED"]);
    // Queued with the cancellation; nothing has reached the provider yet.
    expect(await refundJob(booking.id)).toMatchObject({ queue: BOOKING_REFUND_QUEUE, status: "QUEUED" });
    expect(refundRequests(providerPaymentId)).toHaveLength(0);

    await runRefunds();
    expect(await paymentStatus(paymentId)).toBe("REFUNDED");
    const [refund, ...more] = refundRequests(providerPaymentId);
    expect(more).toHaveLength(0);
    expect(refund!.body).toMatchObject({ amount: { value: "1500.00" } });
    expect(refund!.headers["idempotence-key"]).toBe(`refund-${paymentId}`);
    expect((await refundJob(booking.id))!.status).toBe("DONE");
    await runRefunds();
    expect(refundRequests(providerPaymentId)).toHaveLength(1);
  });

  it("force-deleting the slot of a PAID booking cancels it and refunds it", async () => {
    const { booking, paymentId } = await paidBooking();
    const slot = await t.db.slot.findFirstOrThrow({ where: { bookingId: booking.id } });
    const res = await api(t, { method: "DELETE", url: `/api/admin/availability/slots/${slot.id}?force=true`, tenant, token: owner.token });
    expect(res.statusCode).toBe(200);
    await runRefunds();
    expect(await paymentStatus(paymentId)).toBe("REFUNDED");
  });

  it("other cancellations queue nothing: a PENDING booking's cancel has no money to return", async () => {
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    expect((await api(t, { method: "DELETE", url: `/api/bookings/${booking.id}`, tenant, token: customer.token })).statusCode).toBe(200);
    expect(await refundJob(booking.id)).toBeNull();
  });

  it("a refund the provider refuses stays queued for a retry, and the payment stays SUCCEEDED until it goes through", async () => {
    const { booking, paymentId, providerPaymentId } = await paidBooking();
    await api(t, { method: "DELETE", url: `/api/admin/bookings/${booking.id}`, tenant, token: owner.token });
    t.yookassa.failNext(500, { type: "error", code: "internal_server_error", description: "try later" });
    await worker.runDue(new Date());
    expect(await paymentStatus(paymentId)).toBe("SUCCEEDED");
    const job = (await refundJob(booking.id))!;
    expect(job).toMatchObject({ status: "QUEUED", attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());

    // The retry, once due, goes through (with the same idempotence key).
    await worker.runDue(new Date(job.runAt.getTime() + 1));
    expect(await paymentStatus(paymentId)).toBe("REFUNDED");
    expect(new Set(refundRequests(providerPaymentId).map((r) => r.headers["idempotence-key"]))).toEqual(new Set([`refund-${paymentId}`]));
  });

  it("a payment that arrives after its booking was cancelled is refunded at once", async () => {
    const { customer, booking } = await createPayableBooking(t.db, tenant);
    const res = await api(t, { method: "POST", url: `/api/bookings/${booking.id}/pay`, tenant, token: customer.token, body: {} });
    const payment = await t.db.payment.findUniqueOrThrow({ where: { id: res.json().paymentId } });
    expect((await api(t, { method: "DELETE", url: `/api/bookings/${booking.id}`, tenant, token: customer.token })).statusCode).toBe(200);
    t.yookassa.succeed(payment.providerPaymentId!);
    const report = { status: "SUCCEEDED" as const, amountMinor: payment.amountMinor, currency: payment.currency };
    expect(await settlePayment(scopedDb(t.db, tenant.id), deps, payment, report, new Date())).toBe("refunded_late_payment");
    expect(await paymentStatus(payment.id)).toBe("REFUNDED");
    expect(refundRequests(payment.providerPaymentId!)).toHaveLength(1);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: booking.id } })).status).toBe("CANCELLED");
  });
});
