// The client's REST calls (apps/miniapp/src/api/rest-routes.ts) are typed by the procedures they name;
// this pins each one's method and path to that procedure's OpenAPI route, so the types and the
// URL can never describe two different operations.
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@booking/trpc";
import { REST_ROUTES } from "../../apps/miniapp/src/api/rest-routes.ts";

describe("client REST table", () => {
  const document = openApiDocument("http://localhost/api");

  it.each(Object.entries(REST_ROUTES))("%s is the procedure served at its method and path", (procedure, { method, path }) => {
    const operation = (document.paths?.[path] as Record<string, { operationId?: string }> | undefined)?.[method.toLowerCase()];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation?.operationId).toBe(procedure.replace(".", "-"));
  });
});
