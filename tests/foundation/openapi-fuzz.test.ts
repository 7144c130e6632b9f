// Every OpenAPI operation under attack (issue 29): malformed, oversized and wrong-type input from
// the three identities an outsider has (an anonymous visitor, a customer of the tenant, another
// tenant's owner) never gets a 5xx. The inputs come from the document's own schemas: a minimal valid
// body (so one bad field reaches past the others' checks), then each field, path parameter and query
// parameter in turn given another JSON type, an oversized value, or text the database or a parser
// may choke on (NUL, a lone surrogate, numbers past 2^53 and 1e308); and whole bodies of the wrong
// shape or past the body limit. Per-procedure caps are off, so the answers are the operations' own,
// not 429s. The documented statuses are openapi-conformance.test.ts's concern; this file asserts
// only that nothing crashes.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tenant } from "@booking/db";
import { createSession } from "@booking/core";
import { restOperations } from "../../apps/api/src/plugins/rest.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { randomIp } from "../support/identity.ts";
import { createTestApp, type TestApp } from "../support/server.ts";
import { mutationsOf, pastTheLimit, pathValues, queryValues, sampleOf, wholeBodies, type Schema } from "../support/schema-fuzz.ts";

type Identity = "anonymous" | "customer" | "other tenant's owner";
const IDENTITIES: Identity[] = ["anonymous", "customer", "other tenant's owner"];
/** Requests in flight at once: enough to keep the database busy, not so many that 2 cores thrash. */
const IN_FLIGHT = 8;

const operations = restOperations();
let t: TestApp;
let tenant: Tenant;
let customerId: string;
let outsiderId: string;
// biome-ignore lint/suspicious/noExplicitAny: the document is walked by path strings
let document: any;

beforeAll(async () => {
  // No per-procedure caps: a fuzzer over them would read 429s, not the operations' answers.
  const uncapped = Object.fromEntries(operations.map((op) => [op.path, 0]));
  t = await createTestApp({}, { limitOverrides: uncapped });
  tenant = await createTenant(t.db, { plan: "ENTERPRISE" });
  customerId = (await createUser(t.db, { tenant })).id;
  const other = await createTenant(t.db, { plan: "ENTERPRISE" });
  outsiderId = (await createUser(t.db, { tenant: other, role: "OWNER" })).id;
  document = (await t.app.inject("/api/openapi.json")).json();
}, 60_000);
afterAll(() => t.app.close());

interface Attempt {
  label: string;
  path: string;
  query?: string;
  payload?: string;
  /** Sent as the anonymous caller only: the HTTP layer answers it before reading who calls. */
  anonymousOnly?: boolean;
}

/** Every malformed, oversized and wrong-type request for one operation. */
function attemptsFor(op: (typeof operations)[number]): Attempt[] {
  const spec = document.paths[op.openapiPath][op.method.toLowerCase()];
  const parameters: Array<{ name: string; in: string; schema?: Schema }> = spec.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path").map((p) => p.name);
  const queryParams = parameters.filter((p) => p.in === "query");
  const validPath = (override: Record<string, string> = {}) =>
    op.openapiPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(override[name] ?? randomUUID()));
  const validQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(sampleOf(p.schema ?? {}))]));
  const queryOf = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const bodySchema: Schema | undefined = spec.requestBody?.content?.["application/json"]?.schema;
  const body = bodySchema ? sampleOf(bodySchema) : op.method === "GET" ? undefined : {};
  const json = body === undefined ? undefined : JSON.stringify(body);
  const attempts: Attempt[] = [{ label: "valid-looking", path: validPath(), query: queryOf(validQuery), payload: json }];
  for (const name of pathParams) {
    for (const [label, value] of pathValues())
      attempts.push({ label: `path ${name}: ${label}`, path: validPath({ [name]: value }), payload: json });
  }
  for (const param of queryParams) {
    for (const [label, value] of queryValues(param.schema ?? {})) {
      attempts.push({
        label: `query ${param.name}: ${label}`,
        path: validPath(),
        query: queryOf({ ...validQuery, [param.name]: value }),
        payload: json,
      });
    }
  }
  if (op.method !== "GET") {
    for (const [label, payload] of wholeBodies(body)) attempts.push({ label: `body ${label}`, path: validPath(), payload });
    attempts.push({
      label: "body past the limit",
      path: validPath(),
      payload: pastTheLimit(body, t.config.bodyLimitBytes),
      anonymousOnly: true,
    });
    const fields = bodySchema?.properties ?? {};
    for (const [name, schema] of Object.entries(fields)) {
      for (const [label, value] of mutationsOf(schema)) {
        const mutated = { ...(body as Record<string, unknown>), [name]: value };
        attempts.push({ label: `field ${name}: ${label}`, path: validPath(), payload: JSON.stringify(mutated) });
      }
    }
  }
  return attempts;
}

async function headersFor(identity: Identity): Promise<Record<string, string>> {
  const headers: Record<string, string> = { "x-tenant": tenant.slug, "content-type": "application/json" };
  // A fresh session per operation: fuzzing a logout or "end other sessions" must not end the next one's.
  if (identity === "customer") headers.authorization = `Bearer ${await createSession(t.db, customerId)}`;
  if (identity === "other tenant's owner") headers.authorization = `Bearer ${await createSession(t.db, outsiderId)}`;
  return headers;
}

/** Runs `tasks` with at most IN_FLIGHT at once. */
async function inBatches<T>(tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += IN_FLIGHT)
    results.push(...(await Promise.all(tasks.slice(i, i + IN_FLIGHT).map((task) => task()))));
  return results;
}

describe("fuzzing every OpenAPI operation", () => {
  it("reaches every mounted operation", () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations)
      expect(document.paths[op.openapiPath]?.[op.method.toLowerCase()], `${op.method} ${op.openapiPath}`).toBeDefined();
  });

  it("calls as who it says: the customer's and the other tenant's owner's sessions are accepted", async () => {
    for (const identity of ["customer", "other tenant's owner"] as const) {
      const res = await t.app.inject({ url: "/api/user/me", headers: await headersFor(identity), remoteAddress: randomIp() });
      expect(res.statusCode, identity).toBe(200);
    }
  });

  it.each(operations.map((op) => [`${op.method} ${op.openapiPath}`, op] as const))(
    "%s: no 5xx for any malformed, oversized or wrong-type input, as any of the three identities",
    async (_key, op) => {
      const attempts = attemptsFor(op);
      const failures: string[] = [];
      for (const identity of IDENTITIES) {
        const headers = await headersFor(identity);
        const answers = await inBatches(
          attempts
            .filter((attempt) => identity === "anonymous" || !attempt.anonymousOnly)
            .map((attempt) => async () => {
              const res = await t.app.inject({
                method: op.method,
                url: `/api${attempt.path}${attempt.query ? `?${attempt.query}` : ""}`,
                headers,
                remoteAddress: randomIp(),
                ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
              });
              return { attempt, res };
            }),
        );
        for (const { attempt, res } of answers) {
          if (res.statusCode >= 500) failures.push(`${identity}, ${attempt.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    },
    30_000,
  );
});
