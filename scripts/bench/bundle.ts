// The client's first-load budget (issue: initial JS for /webapp/default ≤ 150 KB gzip, CSS ≤ 30 KB):
// what index.html loads before anything is clicked (its entry script, module preloads and
// stylesheets), plus, inside Telegram, the SDK chunk the app loads at start there.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface BundleSizes {
  webJsGzipKb: number;
  telegramJsGzipKb: number;
  cssGzipKb: number;
  files: { file: string; gzipKb: number }[];
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

export function measureBundle(distDir: string): BundleSizes {
  const html = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const referenced = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const scripts = [
    ...referenced(/<script[^>]+src="([^"]+\.js)"/g),
    ...referenced(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  const styles = referenced(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);
  const sdkChunk = fs.readdirSync(path.join(distDir, "assets")).find((f) => /^sdk-setup-.*\.js$/.test(f));
  if (scripts.length === 0 || !sdkChunk) throw new Error(`unexpected build in ${distDir}: no entry script or no sdk-setup chunk`);

  const files = [...scripts, ...styles, `/assets/${sdkChunk}`].map((href) => ({ file: href, gzipKb: gzipKb(path.join(distDir, href)) }));
  const sum = (hrefs: string[]) => files.filter((f) => hrefs.includes(f.file)).reduce((total, f) => total + f.gzipKb, 0);
  const webJsGzipKb = sum(scripts);
  return {
    webJsGzipKb,
    telegramJsGzipKb: webJsGzipKb + sum([`/assets/${sdkChunk}`]),
    cssGzipKb: sum(styles),
    files,
  };
}
