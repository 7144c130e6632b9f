// Text responses (HTML, JSON, the client's files when not built with their compressed copies) go
// out brotli- or gzip-compressed: on a phone the bytes over the wire decide the first load (issue 14.9).
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import zlib from "node:zlib";

// For what is compressed per request (API answers, pages): brotli's default quality (11) takes
// ~1.2 s for a 300 KB file, 5 takes 40 ms for a 10 % bigger result. The client's files come
// compressed at 11 from the build (apps/miniapp/precompress.ts).
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    // zstd and deflate add nothing a browser lacks br or gzip for.
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: BROTLI,
  });
}

/** The encodings a request accepts (`q=0` refuses one). */
function acceptedEncodings(request: FastifyRequest): Set<string> {
  const accepted = (request.headers["accept-encoding"] ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
    .map(([name]) => name!.toLowerCase());
  return new Set(accepted);
}

/** A page of a few KB, compressed at once (synchronously: microseconds) as the plugin would. */
export function compressHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
  const encodings = acceptedEncodings(request);
  if (encodings.has("br")) return reply.header("content-encoding", "br").send(zlib.brotliCompressSync(html, BROTLI));
  if (encodings.has("gzip")) return reply.header("content-encoding", "gzip").send(zlib.gzipSync(html));
  return reply.send(html);
}
