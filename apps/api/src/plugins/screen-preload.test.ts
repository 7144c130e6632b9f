import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { screenPreloads } from "./screen-preload.ts";
import { tenantPageHtml } from "./tenant-page.ts";

function distWith(manifest: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dist-"));
  fs.mkdirSync(path.join(dir, ".vite"));
  fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const MANIFEST = {
  "index.html": { file: "assets/index-1.js", imports: ["_shell-1.js"] },
  "_shell-1.js": { file: "assets/shell-1.js" },
  "_ScreenFrame-1.js": { file: "assets/ScreenFrame-1.js", imports: ["_shell-1.js"] },
  "src/screens/booking/BookingScreen.tsx": {
    file: "assets/BookingScreen-1.js",
    imports: ["_shell-1.js", "index.html", "_ScreenFrame-1.js"],
  },
};

describe("a deep link's screen chunks preloaded with the HTML (issue 14.9)", () => {
  it("names the screen's chunk and what it imports beyond what index.html loads", () => {
    const preloads = screenPreloads(distWith(MANIFEST));
    expect(preloads("/webapp/acme/booking")).toEqual(["/assets/BookingScreen-1.js", "/assets/ScreenFrame-1.js"]);
    expect(preloads("/webapp/acme/booking?service=1")).toEqual(["/assets/BookingScreen-1.js", "/assets/ScreenFrame-1.js"]);
    expect(preloads("/webapp/acme")).toEqual([]);
    expect(preloads("/webapp/acme/admin")).toEqual([]);
  });

  it("names nothing without a build manifest, and nothing for an unknown tenant's page", () => {
    expect(screenPreloads(fs.mkdtempSync(path.join(os.tmpdir(), "dist-")))("/webapp/acme/booking")).toEqual([]);
    const template = "<html><head><title>x</title></head><body></body></html>";
    expect(tenantPageHtml(template, null, ["/assets/BookingScreen-1.js"])).not.toContain("modulepreload");
    const profile = {
      slug: "acme",
      name: "Acme",
      timeZone: "UTC",
      description: null,
      logoUrl: null,
      contacts: [],
      branding: { poweredBy: false, whiteLabel: false, primaryColor: null },
      chat: null,
    };
    const html = tenantPageHtml(template, { profile, meta: { title: "Acme", description: "d", url: "https://x/webapp/acme/booking" } }, [
      "/assets/BookingScreen-1.js",
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/BookingScreen-1.js">');
  });
});
