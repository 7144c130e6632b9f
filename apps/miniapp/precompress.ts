// Writes `.br` and `.gz` beside each built script, style and SVG, at the strongest settings, once
// per build: the server (@fastify/static preCompressed) sends them as they are, so a phone gets the
// smallest bytes and the server spends no CPU compressing the same file on every request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|html|json)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "booking-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir)) {
        // index.html is not served from disk (the server fills in each tenant's title) and changes per build.
        if (!COMPRESSIBLE.test(file) || path.basename(file) === "index.html") continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}
