// How the bench talks HTTP to a server: Fastify's inject (default: no sockets, so the numbers are
// the server's own work) or a real loopback socket (BENCH_TRANSPORT=socket).
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

export interface Reply {
  status: number;
  body: string;
}

export type Send = (method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string>, body?: unknown) => Promise<Reply>;

export async function transportFor(app: FastifyInstance, kind: string | undefined): Promise<Send> {
  if (kind !== "socket") {
    return async (method, url, headers, body) => {
      const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
      return { status: res.statusCode, body: res.body };
    };
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return async (method, url, headers, body) => {
    const res = await fetch(base + url, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.text() };
  };
}

/** "201" or "409 SLOT_TAKEN": the status plus the error code when there is one. */
export function outcomeOf(reply: Reply): string {
  if (reply.status < 400) return String(reply.status);
  try {
    return `${reply.status} ${(JSON.parse(reply.body) as { error?: string }).error ?? ""}`.trim();
  } catch {
    return String(reply.status);
  }
}
