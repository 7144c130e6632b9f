// The client's first-load budget (issue: initial JS for /webapp/default ≤ 150 KB gzip, CSS ≤ 30 KB):
// what index.html loads before anything is clicked (its entry script, module preloads and
// stylesheets), plus, inside Telegram, the SDK chunk the app loads at start there. Measured over
// the wire: the bytes the running server sends for each file with `Accept-Encoding: gzip`.
import http from "node:http";

export interface BundleSizes {
  webJsGzipKb: number;
  telegramJsGzipKb: number;
  cssGzipKb: number;
  files: { file: string; gzipKb: number; encoding: string | undefined }[];
}

/** The scripts and stylesheets an HTML page makes the browser load at once. */
export function firstLoadFiles(html: string): { scripts: string[]; styles: string[] } {
  const referenced = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  return {
    scripts: [...referenced(/<script[^>]+src="([^"]+\.js)"/g), ...referenced(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)],
    styles: referenced(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g),
  };
}

interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  body: Buffer;
}

/** A GET as a browser asking for gzip makes it, counting the bytes as sent (not decompressed). */
export function getOverWire(url: string, headers: Record<string, string> = { "accept-encoding": "gzip" }): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: body.length, body });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

export async function measureBundle(baseURL: string, pagePath = "/webapp/default"): Promise<BundleSizes> {
  const page = await getOverWire(`${baseURL}${pagePath}`, { accept: "text/html" });
  const { scripts, styles } = firstLoadFiles(page.body.toString("utf8"));
  // The entry script imports the Telegram SDK's chunk by name when it starts inside Telegram.
  const entries = await Promise.all(scripts.map(async (src) => (await getOverWire(`${baseURL}${src}`, {})).body.toString("utf8")));
  const sdkName = /sdk-setup-[\w-]+\.js/.exec(entries.join("\n"))?.[0];
  const sdkChunk = sdkName && `/assets/${sdkName}`;
  if (scripts.length === 0 || !sdkChunk) throw new Error(`unexpected client at ${baseURL}: no entry script or no sdk-setup chunk`);

  const files = await Promise.all(
    [...scripts, ...styles, sdkChunk].map(async (href) => {
      const response = await getOverWire(`${baseURL}${href}`);
      if (response.status !== 200) throw new Error(`${href}: HTTP ${response.status}`);
      return { file: href, gzipKb: response.bytes / 1024, encoding: response.headers["content-encoding"] };
    }),
  );
  const sum = (hrefs: string[]) => files.filter((f) => hrefs.includes(f.file)).reduce((total, f) => total + f.gzipKb, 0);
  const webJsGzipKb = sum(scripts);
  return { webJsGzipKb, telegramJsGzipKb: webJsGzipKb + sum([sdkChunk]), cssGzipKb: sum(styles), files };
}
