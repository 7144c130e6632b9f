import { generateOpenApiDocument } from "trpc-to-openapi";
import { appRouter } from "./router.ts";

/** The REST surface generated from the same procedures (served at /api/openapi.json). */
export function openApiDocument(baseUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: "Booking platform API",
    version: "1.0.0",
    baseUrl,
    description:
      "Multi-tenant booking API. Tenant: header `X-Tenant: <slug>` (else the custom domain in Host, else `default`). " +
      "Auth: `Authorization: Bearer <token>`; Telegram identity: `X-Telegram-Init-Data: <raw init data>`. " +
      "Errors: `{ error, message }` with a stable code.",
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer" },
      telegramInitData: { type: "apiKey", in: "header", name: "X-Telegram-Init-Data" },
    },
  });
}
