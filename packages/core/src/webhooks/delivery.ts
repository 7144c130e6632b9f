// Delivery of booking events to webhooks, through the durable job queue.
// 1. The booking's own transaction queues a "webhook-dispatch" job when the tenant has an endpoint
//    for the event: triggers on Booking (migration webhook_events) cover every path that creates,
//    confirms, pays, cancels or moves a booking, so the event exists exactly when the change committed.
// 2. Dispatch snapshots the booking into the event (id = the dispatch job's id, the same for every
//    endpoint and attempt) and queues one "webhook-delivery" job per endpoint (unique keys: a retried
//    dispatch queues nothing twice).
// 3. Each delivery POSTs the signed JSON; a non-2xx answer, a timeout or a refused address is a failed
//    attempt, retried with the queue's backoff (30 s, 1, 2, 4... min) up to WEBHOOK_MAX_ATTEMPTS.
//    A success ends the job, so the receiver gets the event once (a crash between its answer and that
//    record repeats it: receivers de-duplicate on the event id, as the README says).
import { bookingLocationOf } from "../booking/session-location.ts";
import type { Job } from "@booking/db";
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from "@booking/contracts";
import { decryptSecret } from "../crypto/secret-box.ts";
import { effectivePlan } from "../billing/subscription-state.ts";
import { allowsApiAccess } from "../booking/plan-limits.ts";
import { enqueueJob } from "../jobs/queue.ts";
import { JobDeferred, type JobHandler } from "../jobs/worker.ts";
import { timedCall } from "@booking/observability";
import type { Deps } from "../deps.ts";
import type { Databases } from "../tenancy/databases.ts";
import { signWebhookBody } from "./signature.ts";
import { postJson } from "./http-post.ts";

export const WEBHOOK_DISPATCH_QUEUE = "webhook-dispatch";
export const WEBHOOK_DELIVERY_QUEUE = "webhook-delivery";
export const WEBHOOK_MAX_ATTEMPTS = 8;
const TIMEOUT_MS = 10_000;
const TENANT_CONCURRENCY = 2;
/** A delivery whose tenant has no free place waits this long before it is claimed again. */
const DEFER_MS = 300;

/**
 * Places per tenant in this process's delivery worker (issue 27.4): a tenant whose receiver is slow
 * holds at most `limit` of the worker's slots, so another tenant's event waits for one slot at most.
 * A delivery without a place goes back to the queue (JobDeferred: no attempt counted).
 */
class TenantPlaces {
  private readonly used = new Map<string, number>();
  constructor(private readonly limit: number) {}

  take(tenantId: string): boolean {
    const used = this.used.get(tenantId) ?? 0;
    if (used >= this.limit) return false;
    this.used.set(tenantId, used + 1);
    return true;
  }

  release(tenantId: string): void {
    const used = (this.used.get(tenantId) ?? 1) - 1;
    if (used <= 0) this.used.delete(tenantId);
    else this.used.set(tenantId, used);
  }
}

interface DispatchPayload {
  tenantId: string;
  bookingId: string;
  event: WebhookEvent;
  status: string;
  occurredAt: string;
}

async function bookingSnapshot(dbs: Databases, payload: DispatchPayload) {
  const booking = await dbs.tenant(payload.tenantId).booking.findUnique({
    where: { id: payload.bookingId },
    include: {
      service: { select: { name: true } },
      expert: { select: { name: true } },
      user: { select: { firstName: true, lastName: true, email: true, phone: true } },
    },
  });
  if (!booking) return null;
  return {
    id: booking.id,
    status: payload.status,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    service: { id: booking.serviceId, name: booking.service.name },
    expert: { id: booking.expertId, name: booking.expert.name },
    client: {
      id: booking.userId,
      name: [booking.user.firstName, booking.user.lastName].filter(Boolean).join(" "),
      email: booking.user.email,
      phone: booking.user.phone,
    },
    price: { amountMinor: booking.priceMinor, currency: booking.currency },
    // The questions as asked and the answers (issue 31.1); [] when none were asked.
    answers: booking.intakeAnswers ?? [],
    // Where the session happens (issue 31.2); null when the service does not say. The owner's own endpoint: staff.
    location: bookingLocationOf(booking),
  };
}

async function dispatch(dbs: Databases, job: Job, now: Date): Promise<void> {
  const payload = job.payload as unknown as DispatchPayload;
  const tenant = await dbs.platform.tenant.findUnique({ where: { id: payload.tenantId } });
  // A plan without API access sends nothing (the endpoints stay for when it comes back).
  if (!tenant || !allowsApiAccess(effectivePlan(tenant, now))) return;
  const scoped = dbs.tenant(payload.tenantId);
  const endpoints = await scoped.webhookEndpoint.findMany({
    where: { isActive: true, events: { has: payload.event } },
    select: { id: true },
  });
  const booking = endpoints.length > 0 ? await bookingSnapshot(dbs, payload) : null;
  if (!booking) return;
  const event = { id: job.id, type: payload.event, createdAt: payload.occurredAt, data: { booking } };
  await scoped.webhookDelivery.createMany({
    data: endpoints.map((endpoint) => ({
      tenantId: payload.tenantId,
      endpointId: endpoint.id,
      eventId: job.id,
      eventType: payload.event,
      payload: event,
    })),
    skipDuplicates: true,
  });
  const deliveries = await scoped.webhookDelivery.findMany({ where: { eventId: job.id }, select: { id: true } });
  for (const delivery of deliveries) {
    await enqueueJob(dbs.platform, {
      queue: WEBHOOK_DELIVERY_QUEUE,
      payload: { tenantId: payload.tenantId, deliveryId: delivery.id },
      runAt: now,
      uniqueKey: `webhook-delivery:${delivery.id}`,
    });
  }
}

async function deliverInPlace(dbs: Databases, deps: Deps, places: TenantPlaces, job: Job, now: Date): Promise<void> {
  const { tenantId } = job.payload as { tenantId: string };
  if (!places.take(tenantId)) throw new JobDeferred(DEFER_MS);
  try {
    await deliver(dbs, deps, job, now);
  } finally {
    places.release(tenantId);
  }
}

async function deliver(dbs: Databases, { config }: Deps, job: Job, now: Date): Promise<void> {
  const { tenantId, deliveryId } = job.payload as { tenantId: string; deliveryId: string };
  const scoped = dbs.tenant(tenantId);
  // Gone with its endpoint (deleted), or already settled: nothing to send.
  const delivery = await scoped.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
  if (delivery?.status !== "PENDING") return;
  const attempts = delivery.attempts + 1;
  const record = (data: { status: string; lastStatusCode?: number | null; lastError?: string | null; deliveredAt?: Date }) =>
    scoped.webhookDelivery.updateMany({ where: { id: deliveryId }, data: { attempts, ...data } });
  if (!delivery.endpoint.isActive) {
    await record({ status: "FAILED", lastError: "The webhook is switched off" });
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const headers = {
    [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(decryptSecret(delivery.endpoint.secretEncrypted, config.appSecret), body, now),
    "X-Booking-Event": delivery.eventType,
    "X-Booking-Event-Id": delivery.eventId,
    "X-Booking-Delivery": delivery.id,
    "User-Agent": "Webhooks/1.0",
  };
  let failure: string;
  let statusCode: number | null = null;
  try {
    const { status } = await timedCall(
      "webhook",
      () =>
        postJson(new URL(delivery.endpoint.url), body, headers, {
          allowPrivate: config.webhooksAllowPrivate ?? false,
          timeoutMs: config.webhookTimeoutMs ?? TIMEOUT_MS,
        }),
      (result) => `${Math.floor(result.status / 100)}xx`,
    );
    statusCode = status;
    if (status >= 200 && status < 300) {
      await record({ status: "SUCCEEDED", lastStatusCode: status, lastError: null, deliveredAt: now });
      return;
    }
    failure = `The receiver answered ${status}`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const final = job.attempts >= WEBHOOK_MAX_ATTEMPTS;
  await record({ status: final ? "FAILED" : "PENDING", lastStatusCode: statusCode, lastError: failure.slice(0, 500) });
  if (!final) throw new Error(failure);
}

/** The handlers of both webhook queues (run them with maxAttempts WEBHOOK_MAX_ATTEMPTS). */
export function webhookJobHandlers(dbs: Databases, deps: Deps, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  const places = new TenantPlaces(deps.config.webhookTenantConcurrency ?? TENANT_CONCURRENCY);
  return {
    [WEBHOOK_DISPATCH_QUEUE]: (job) => dispatch(dbs, job, clock()),
    [WEBHOOK_DELIVERY_QUEUE]: (job) => deliverInPlace(dbs, deps, places, job, clock()),
  };
}
