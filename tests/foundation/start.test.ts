// `npm start` on a fresh data folder: the real entry point, embedded database, demo tenant.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, type ServerProcess } from "../support/processes.ts";

let server: ServerProcess;
let base: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-start-"));

beforeAll(async () => {
  server = await spawnServer({ DATA_DIR: dataDir });
  base = server.base;
  await server.ready();
}, 120_000);

afterAll(async () => {
  await server.stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start on a fresh machine", () => {
  it("serves the client's HTML at / and /webapp/default", async () => {
    for (const url of ["/", "/webapp/default"]) {
      const res = await fetch(`${base}${url}`, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
    }
  });

  it("has the demo tenant with its 3 services", async () => {
    const res = await fetch(`${base}/api/services`, { headers: { "x-tenant": "default" } });
    expect(res.status).toBe(200);
    const services = (await res.json()) as Array<{ isActive: boolean }>;
    expect(services).toHaveLength(3);
    expect(services.every((s) => s.isActive)).toBe(true);
  });

  it("keeps its data and its generated secret in DATA_DIR", () => {
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, "app-secret"), "utf8").length).toBeGreaterThanOrEqual(32);
    expect(server.output()).toContain("demo tenant 'default' seeded");
  });

  it("shuts down gracefully on SIGTERM", async () => {
    expect(await server.stop("SIGTERM")).toBe(0);
  });
});
