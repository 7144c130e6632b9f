// API keys (issue 16.3, ARCHITECTURE.md, API keys and webhooks): random 32 bytes behind a visible "bk_" prefix, shown once,
// stored as SHA-256, named, scoped, bound to their tenant. Creating one needs API access on the
// tenant's plan; listing and revoking never do (an owner whose plan lapsed can still clean up).
import { AppError, API_KEY_PREFIX, API_KEY_VISIBLE_CHARS, MAX_API_KEYS, type ApiKeyScope } from "@booking/contracts";
import { randomToken, sha256 } from "../crypto/secret-box.ts";
import { effectivePlan } from "../billing/subscription-state.ts";
import { assertAllowsApiAccess } from "../booking/plan-limits.ts";
import { withTenantPlanLock } from "../tenancy/plan-guard.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { answered, type IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

export interface ApiKeyView {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters, e.g. "bk_Ab3xY9Q". */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  createdBy: { id: string; name: string };
}

type ApiKeyRow = {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  createdBy: { id: string; firstName: string; lastName: string | null };
};

function viewOf(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdBy: { id: row.createdBy.id, name: [row.createdBy.firstName, row.createdBy.lastName].filter(Boolean).join(" ") },
  };
}

const CREATED_BY = { select: { id: true, firstName: true, lastName: true } } as const;

export interface NewApiKey {
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** A new key for the tenant; the answer is the only place the key itself ever appears. */
export async function createApiKey(
  db: ScopedDb,
  tenant: { id: string; plan: Parameters<typeof effectivePlan>[0]["plan"]; planExpiresAt: Date | null },
  createdById: string,
  input: NewApiKey,
  now: Date,
  answer?: IdempotentAnswer,
): Promise<ApiKeyView & { key: string | null }> {
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  return withTenantPlanLock(db, tenant.id, async (tx, plan) => {
    assertAllowsApiAccess(effectivePlan({ plan, planExpiresAt: tenant.planExpiresAt }, now));
    const live = await tx.apiKey.count({ where: { revokedAt: null } });
    if (live >= MAX_API_KEYS) throw new AppError("API_KEY_LIMIT_REACHED", `A page may have at most ${MAX_API_KEYS} API keys`);
    const row = await tx.apiKey.create({
      data: {
        tenantId: tenant.id,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        prefix: key.slice(0, API_KEY_VISIBLE_CHARS),
        keyHash: sha256(key),
        createdById,
        createdAt: now,
      },
      include: { createdBy: CREATED_BY },
    });
    // A repeat of the request answers without the key: it is shown once (README "API keys").
    return answered(tx, answer, { ...viewOf(row), key }, { ...viewOf(row), key: null });
  });
}

/** The tenant's live keys, newest first. */
export async function listApiKeys(db: ScopedDb): Promise<ApiKeyView[]> {
  const rows = await db.apiKey.findMany({ where: { revokedAt: null }, orderBy: { createdAt: "desc" }, include: { createdBy: CREATED_BY } });
  return rows.map(viewOf);
}

/** Revokes a key at once (the next request with it is a 401). Unknown or already revoked: API_KEY_NOT_FOUND. */
export async function revokeApiKey(db: ScopedDb, id: string, now: Date): Promise<void> {
  const { count } = await db.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
  if (count === 0) throw new AppError("API_KEY_NOT_FOUND");
}
