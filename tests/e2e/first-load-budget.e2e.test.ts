// Issue 14.9: the initial JavaScript of a tenant page stays within 150 KB gzip on the web and
// inside Telegram (plus its SDK chunk), CSS within 30 KB, measured over the wire: the bytes the
// real server sends the built client's files with, to a browser that accepts gzip.
import { describe, expect, it } from "vitest";
import { measureBundle } from "../../scripts/bench/bundle.ts";
import { useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });

describe("first load over the wire", () => {
  it("stays within the budget, every file gzip-compressed", async () => {
    const sizes = await measureBundle(stage.server.baseURL, "/webapp/default");
    console.log(
      `first load: web JS ${sizes.webJsGzipKb.toFixed(1)} KB, Telegram JS ${sizes.telegramJsGzipKb.toFixed(1)} KB, ` +
        `CSS ${sizes.cssGzipKb.toFixed(1)} KB (gzip, over the wire)`,
    );
    for (const file of sizes.files) expect(file.encoding, file.file).toBe("gzip");
    expect(sizes.webJsGzipKb).toBeLessThanOrEqual(150);
    expect(sizes.telegramJsGzipKb).toBeLessThanOrEqual(150);
    expect(sizes.cssGzipKb).toBeLessThanOrEqual(30);
  });
});
