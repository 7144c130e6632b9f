// Real HTTP for race tests: a listening test server and many clients calling it at once
// (inject() would run requests one after another through the same handler chain).
import type { AddressInfo } from "node:net";
import type { Tenant } from "@booking/db";
import type { TestApp } from "./server.ts";

export interface Reply {
  status: number;
  body: { id?: string; error?: string; [key: string]: unknown };
}

export type Call = (tenant: Tenant, method: string, path: string, as?: { token: string }, body?: unknown) => Promise<Reply>;

/** Starts `t`'s server on a free port; the answer calls it as the tenant (X-Tenant), optionally with a bearer. */
export async function listenForRaces(t: TestApp): Promise<Call> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return async (tenant, method, path, as, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        "x-tenant": tenant.slug,
        ...(as ? { authorization: `Bearer ${as.token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Reply["body"] };
  };
}

/** Status → how many replies had it; "5xx" anywhere fails the test that reads it. */
export function tally(replies: Reply[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const reply of replies) {
    const key = reply.status >= 500 ? "5xx" : `${reply.status}${reply.body.error ? ` ${reply.body.error}` : ""}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
