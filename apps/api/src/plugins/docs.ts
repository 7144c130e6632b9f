// The OpenAPI document generated from the tRPC procedures, and a readable Swagger UI at /api/docs.
import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { openApiDocument } from "@booking/trpc";

export async function registerDocs(app: FastifyInstance, publicUrl: string) {
  const document = openApiDocument(`${publicUrl}/api`);
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", async () => document);
}
