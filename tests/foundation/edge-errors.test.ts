// Errors that happen before or around a route (the HTTP parser, content types, a client that goes
// away) leave in the API's `{ error, message }` shape with the right status; API answers are never
// cacheable.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Tenant } from "@booking/db";
import { createServer } from "../../apps/api/src/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { testConfig } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";

let app: FastifyInstance;
let port: number;
let tenant: Tenant;
const logs: string[] = [];

beforeAll(async () => {
  const { db } = await getTestDatabase();
  app = await createServer({ db, config: testConfig({ logLevel: "info" }), logStream: { write: (line) => void logs.push(line) } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
  tenant = await createTenant(db);
});
afterAll(() => app.close());

/** Writes raw bytes, returns everything the server answers until it closes (or 2 s pass). */
function raw(request: string | Buffer, { abortAfterWrite = false } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.write(request, () => {
      if (abortAfterWrite) setTimeout(() => socket.destroy(), 50);
    });
    setTimeout(() => socket.destroy(), 2_000);
  });
}

function parse(answer: string) {
  const [head, body = ""] = answer.split("\r\n\r\n");
  const [statusLine, ...headerLines] = head!.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return { status: Number(statusLine!.split(" ")[1]), headers, body: JSON.parse(body) as unknown };
}

describe("errors before a route runs", () => {
  it("oversized headers: 431 HEADERS_TOO_LARGE", async () => {
    const answer = parse(await raw(`GET /api/services HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ error: "HEADERS_TOO_LARGE", message: expect.any(String) });
  });

  it("a malformed Content-Length: 400 VALIDATION_ERROR", async () => {
    const answer = parse(
      await raw(`POST /api/auth/check-user HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 12abc\r\n\r\n{}`),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: "VALIDATION_ERROR", message: "Invalid Content-Length" });
  });

  it("a body shorter than its Content-Length: 400, not a 500", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/check-user",
      payload: '{"email":"a@b.cd"}',
      headers: { "x-tenant": tenant.slug, "content-type": "application/json", "content-length": "5" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.stringMatching(/VALIDATION_ERROR|INVALID_JSON/) });
  });

  it("an upload the client aborts is no 500 and no error log", async () => {
    const before = logs.length;
    await raw(
      `POST /api/auth/check-user HTTP/1.1\r\nHost: x\r\nX-Tenant: ${tenant.slug}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"a`,
      { abortAfterWrite: true },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = logs
      .slice(before)
      .map((line) => JSON.parse(line) as { level: number; res?: { statusCode: number }; err?: { stack?: string } });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => (line.res?.statusCode ?? 0) >= 500)).toEqual([]);
  });

  it.each(["/api/auth/check-user", "/trpc/auth.checkUser"])("a text/plain body on %s: 415 UNSUPPORTED_MEDIA_TYPE as JSON", async (url) => {
    const res = await app.inject({
      method: "POST",
      url,
      headers: { "x-tenant": tenant.slug, "content-type": "text/plain" },
      payload: '{"email":"a@b.cd"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ error: "UNSUPPORTED_MEDIA_TYPE" });
  });
});

describe("Cache-Control", () => {
  it("is no-store on authenticated JSON answers, REST and tRPC, and on answers that carry tokens", async () => {
    const { db } = await getTestDatabase();
    const user = await createUser(db, { tenant });
    const headers = { "x-tenant": tenant.slug, authorization: `Bearer ${user.token}` };
    for (const url of ["/api/user/me", "/trpc/user.me"]) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/web-login",
      headers: { "x-tenant": tenant.slug },
      payload: { email: user.email, password: "wrong-password" },
    });
    expect(login.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the public documentation cacheable", async () => {
    expect((await app.inject("/api/openapi.json")).headers["cache-control"]).toBeUndefined();
  });
});
