// `npm start` on a fresh data folder: the real entry point, embedded database, demo tenant.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let child: ChildProcess;
let base: string;
let output = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "booking-start-"));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${output}`);
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  delete env.APP_SECRET;
  child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "apps/api/src/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  await waitForReady(`${base}/readyz`, 90_000);
}, 120_000);

afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start on a fresh machine", () => {
  it("serves the client's HTML at / and /webapp/default", async () => {
    for (const url of ["/", "/webapp/default"]) {
      const res = await fetch(`${base}${url}`, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("<div id=\"root\">");
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
    expect(output).toContain("demo tenant 'default' seeded");
  });

  it("shuts down gracefully on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
