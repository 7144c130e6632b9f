// Issue 14.9 "speed on a phone": the server compresses text responses (brotli or gzip, by the
// browser's Accept-Encoding), lets browsers keep content-hashed assets for good and revalidate
// index.html on every visit.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/server.ts";

// Big and repetitive enough to be worth compressing (the threshold is 1 KB).
const SCRIPT = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `screen ${i}` })))};\n`;
const INDEX = `<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Запись</title>
<script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>
${"<!-- padding so the page is over the compression threshold -->\n".repeat(30)}</body></html>`;

const PRECOMPRESSED_BR = zlib.brotliCompressSync(SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

let t: TestApp;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-dist-"));

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(path.join(distDir, "index.html"), INDEX);
  fs.writeFileSync(path.join(distDir, "assets", "index-AbC123.js"), SCRIPT);
  // As the client's build leaves them (apps/miniapp/precompress.ts), at the strongest settings.
  fs.writeFileSync(path.join(distDir, "assets", "shell-XyZ789.js"), SCRIPT);
  fs.writeFileSync(path.join(distDir, "assets", "shell-XyZ789.js.br"), PRECOMPRESSED_BR);
  fs.writeFileSync(path.join(distDir, "assets", "shell-XyZ789.js.gz"), zlib.gzipSync(SCRIPT, { level: 9 }));
  fs.writeFileSync(path.join(distDir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
  t = await createTestApp({ clientDistDir: distDir });
});

afterAll(async () => {
  await t.app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("compression", () => {
  it("sends a script brotli-compressed to a browser that accepts br", async () => {
    const res = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString("utf8")).toBe(SCRIPT);
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const res = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.rawPayload).toString("utf8")).toBe(SCRIPT);
  });

  it("sends the file as is when no encoding is accepted", async () => {
    const res = await get("/assets/index-AbC123.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it("sends the build's compressed copy of a file as it is", async () => {
    const res = await get("/assets/shell-XyZ789.js", { "accept-encoding": "gzip, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.rawPayload.equals(PRECOMPRESSED_BR)).toBe(true);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await get("/assets/shell-XyZ789.js");
    expect(plain.body).toBe(SCRIPT);
  });

  it("compresses the HTML of a page and the API's JSON", async () => {
    const page = await get("/", { accept: "text/html", "accept-encoding": "gzip" });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(page.rawPayload).toString("utf8")).toContain("<title>");

    const api = await get("/api/openapi.json", { "accept-encoding": "br" });
    expect(api.statusCode).toBe(200);
    expect(api.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(api.rawPayload).toString("utf8"))).toHaveProperty("openapi");
  });
});

describe("cache headers", () => {
  it("lets browsers keep content-hashed assets for a year without asking again", async () => {
    const res = await get("/assets/index-AbC123.js");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("has index.html revalidated on every visit, at / and on tenant pages", async () => {
    for (const url of ["/", "/webapp/no-such-business/booking"]) {
      const res = await get(url, { accept: "text/html" });
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("keeps unhashed files (the favicon) for an hour only", async () => {
    const res = await get("/favicon.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
