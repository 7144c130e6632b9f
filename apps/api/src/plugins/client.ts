// The built mini app (apps/miniapp/dist) with history fallback: any non-API GET that accepts HTML
// gets index.html, so /, /webapp/default and deep links load the client.
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";

const NOT_BUILT = `<!doctype html><html><head><meta charset="utf-8"><title>Booking</title></head>
<body><p>The client is not built yet: run <code>npm run build -w @booking/miniapp</code>.</p></body></html>`;

export async function registerClient(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: "1h" });
  }
  const sendIndex = (reply: FastifyReply) =>
    hasClient
      ? reply.header("cache-control", "no-cache").sendFile("index.html")
      : reply.type("text/html").send(NOT_BUILT);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith("/api") || request.url.startsWith("/trpc");
    const wantsHtml = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (!isApi && (wantsHtml || request.method === "GET" && !path.extname(request.url.split("?")[0] ?? ""))) {
      return sendIndex(reply);
    }
    return reply.status(404).send({ error: "ROUTE_NOT_FOUND", message: `Route ${request.method} ${request.url.split("?")[0]} not found` });
  });
}
