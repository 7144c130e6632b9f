// Outgoing webhooks (issue 16.3): the owner registers HTTPS endpoints on PROFESSIONAL+, each with
// its own signing secret (shown once, kept encrypted with APP_SECRET because signing needs it),
// and reads the delivery log. Listing, deleting and the log work on any plan.
import { AppError, MAX_WEBHOOKS, WEBHOOK_EVENTS, type WebhookEvent } from "@booking/contracts";
import { encryptSecret, randomToken } from "../crypto/secret-box.ts";
import { effectivePlan } from "../billing/subscription-state.ts";
import { assertAllowsApiAccess } from "../booking/plan-limits.ts";
import type { Deps } from "../deps.ts";
import { SYSTEM_RESOLVER } from "../account/domain-dns.ts";
import { withTenantPlanLock } from "../tenancy/plan-guard.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { assertPublicWebhookHost, parseWebhookUrl } from "./ssrf.ts";
import { answered, type IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEvent[];
  isActive: boolean;
  createdAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  url: string;
  eventId: string;
  eventType: string;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

type EndpointRow = { id: string; url: string; events: string[]; isActive: boolean; createdAt: Date };

function viewOf(row: EndpointRow): WebhookView {
  return { id: row.id, url: row.url, events: row.events as WebhookEvent[], isActive: row.isActive, createdAt: row.createdAt.toISOString() };
}

/** Registers an endpoint; the answer carries its signing secret, the only time it is shown. */
export async function createWebhook(
  db: ScopedDb,
  { config, dns }: Deps,
  tenant: { id: string; planExpiresAt: Date | null },
  input: { url: string; events?: readonly WebhookEvent[] },
  now: Date,
  answer?: IdempotentAnswer,
): Promise<WebhookView & { secret: string | null }> {
  const allowPrivate = config.webhooksAllowPrivate ?? false;
  const url = parseWebhookUrl(input.url, allowPrivate);
  await assertPublicWebhookHost(url, allowPrivate, dns ?? SYSTEM_RESOLVER);
  const secret = `whsec_${randomToken(32)}`;
  const events = input.events?.length ? [...new Set(input.events)] : [...WEBHOOK_EVENTS];
  return withTenantPlanLock(db, tenant.id, async (tx, plan) => {
    assertAllowsApiAccess(effectivePlan({ plan, planExpiresAt: tenant.planExpiresAt }, now));
    if ((await tx.webhookEndpoint.count()) >= MAX_WEBHOOKS)
      throw new AppError("WEBHOOK_LIMIT_REACHED", `A page may have at most ${MAX_WEBHOOKS} webhooks`);
    const row = await tx.webhookEndpoint.create({
      data: { tenantId: tenant.id, url: url.toString(), events, secretEncrypted: encryptSecret(secret, config.appSecret), createdAt: now },
    });
    // A repeat of the request answers without the secret: it is shown once (README "Outgoing webhooks").
    return answered(tx, answer, { ...viewOf(row), secret }, { ...viewOf(row), secret: null });
  });
}

export async function listWebhooks(db: ScopedDb): Promise<WebhookView[]> {
  return (await db.webhookEndpoint.findMany({ orderBy: { createdAt: "desc" } })).map(viewOf);
}

/** Deletes an endpoint and its log; deliveries still queued for it end without a request. */
export async function deleteWebhook(db: ScopedDb, id: string): Promise<void> {
  const { count } = await db.webhookEndpoint.deleteMany({ where: { id } });
  if (count === 0) throw new AppError("WEBHOOK_NOT_FOUND");
}

/** The newest deliveries of every endpoint (the account's log). */
export async function listWebhookDeliveries(db: ScopedDb, limit = 50): Promise<WebhookDeliveryView[]> {
  const rows = await db.webhookDelivery.findMany({
    orderBy: { createdAt: "desc" },
    take: limit,
    include: { endpoint: { select: { url: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    endpointId: row.endpointId,
    url: row.endpoint.url,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status as WebhookDeliveryView["status"],
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
