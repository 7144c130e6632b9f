// Secrets never reach a log line (issue 27.5): requests whose paths and query strings carry an
// invitation token, a calendar signature or a mistaken `?api_key=`, and error and job lines that
// mention URLs with tokens, are logged at the default level; the captured log is then searched for
// every one of those secrets. The lines themselves are there, masked, with the request id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { createServer } from "../../apps/api/src/server.ts";
import { getTestDatabase } from "../support/db.ts";
import { testConfig } from "../support/server.ts";
import { fakeDns } from "../support/fake-dns.ts";
import { createTenant } from "../support/fixtures.ts";

const SECRETS = {
  invitation: "inv_Q2hvb3NlQVN0cm9uZ1Bhc3N3b3JkMTIz",
  calendarSignature: "c2lnbmF0dXJlLW9mLXRoZS1mZWVkLWZpbGU",
  apiKey: "bk_live_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c",
  queryToken: "tok-9f8e7d6c5b4a39281706f5e4d3c2b1a0",
  botToken: "7342037359:AAHI25ES9xCOMPokpYoz-p8XVrZUdygo2J4",
  webhookSecret: "whsec_0123456789abcdefghijklmnopqrstuv",
  smtpPassword: "smtp-pass-very-secret",
};

describe("log redaction", () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof createServer>>;
  let tenantId: string;

  beforeAll(async () => {
    const { db } = await getTestDatabase();
    tenantId = (await createTenant(db)).id;
    app = await createServer({
      db,
      config: testConfig({ logLevel: "info" }),
      dns: fakeDns(),
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("masks tokens and signatures in paths and query strings in request, error and job lines", async () => {
    const requests = [
      `/api/team/invitations/${SECRETS.invitation}`,
      `/api/team/invitations/${SECRETS.invitation}/accept`,
      `/api/calendar/${tenantId}/feeds/${randomUUID()}.${SECRETS.calendarSignature}.ics`,
      `/api/services?api_key=${SECRETS.apiKey}`,
      `/api/services?page=1&token=${SECRETS.queryToken}`,
      `/trpc/services.list?input=%7B%7D&apikey=${SECRETS.apiKey}`,
    ];
    for (const url of requests) {
      const res = await app.inject({
        method: url.endsWith("/accept") ? "POST" : "GET",
        url,
        headers: { "x-request-id": "req-redaction-test-1" },
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers["x-request-id"]).toBe("req-redaction-test-1");
    }
    // What a job, a provider call or a crash logs through the same logger.
    app.log.error({ err: new Error(`POST https://hooks.example.com/in?token=${SECRETS.queryToken} failed`) }, "job failed");
    app.log.warn({ url: `https://api.telegram.org/bot${SECRETS.botToken}/sendMessage` }, "telegram call failed");
    app.log.error(
      { secret: SECRETS.webhookSecret, key: SECRETS.apiKey },
      `delivery to smtp://mailer:${SECRETS.smtpPassword}@smtp.example.com failed`,
    );

    const log = lines.join("");
    for (const [name, secret] of Object.entries(SECRETS)) expect(log, name).not.toContain(secret);
    // The bot's id stays (it is public), its secret part does not.
    expect(log).toContain("bot7342037359:[REDACTED]");
    // The request lines are there, masked, carrying the caller's request id.
    const incoming = lines.filter((line) => line.includes('"incoming request"')).map((line) => JSON.parse(line));
    expect(incoming.map((line) => line.req.url)).toEqual(
      expect.arrayContaining([
        "/api/team/invitations/[REDACTED]",
        "/api/services?api_key=[REDACTED]",
        expect.stringMatching(/^\/api\/calendar\/[0-9a-f-]+\/feeds\/[0-9a-f-]{36}\.\[REDACTED\]\.ics$/),
      ]),
    );
    expect(incoming.every((line) => line.reqId === "req-redaction-test-1")).toBe(true);
  });

  it("gives every request an id on its log lines and its answer (a new one when the caller's is not a plain token)", async () => {
    const own = await app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "bad id\nwith newline" } });
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const lineIds = lines.filter((line) => line.includes('"/healthz"')).map((line) => JSON.parse(line).reqId);
    expect(lineIds).toContain(own.headers["x-request-id"]);
  });
});
