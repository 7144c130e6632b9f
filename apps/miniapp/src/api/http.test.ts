import { errorText, errorTextOf } from "@booking/i18n/error-text";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createHttpClient, type HttpDeps } from "./http.ts";

function client(response: Response | Error, overrides: Partial<HttpDeps> = {}) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const http = createHttpClient({
    fetch: fetchMock as unknown as typeof fetch,
    baseUrl: "/api",
    getInitData: () => undefined,
    getToken: () => null,
    getTenant: () => undefined,
    ...overrides,
  });
  const request = () => fetchMock.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];
  return { http, request };
}

describe("http helpers (spec §7)", () => {
  it("prefixes /api, sends JSON and the identity headers", async () => {
    const { http, request } = client(new Response(JSON.stringify({ ok: true }), { status: 200 }), {
      getInitData: () => "query_id=1&hash=abc",
      getToken: () => "tok",
      getTenant: () => "acme",
    });
    await expect(http.put("/user/language", { language: "en" })).resolves.toEqual({ ok: true });
    const [url, init] = request();
    expect(url).toBe("/api/user/language");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe('{"language":"en"}');
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      "X-Telegram-Init-Data": "query_id=1&hash=abc",
      Authorization: "Bearer tok",
      "X-Tenant": "acme",
    });
  });

  it("leaves out headers it has no value for and encodes the query", async () => {
    const { http, request } = client(new Response("[]", { status: 200 }));
    await http.get("/bookings/available", { query: { from: "2026-01-01", to: "2026-01-31", serviceId: undefined } });
    const [url, init] = request();
    expect(url).toBe("/api/bookings/available?from=2026-01-01&to=2026-01-31");
    expect(init.headers).not.toHaveProperty("Authorization");
    expect(init.headers).not.toHaveProperty("X-Telegram-Init-Data");
    expect(init.headers).not.toHaveProperty("X-Tenant");
  });

  it("raises an ApiError keeping the server's code and message", async () => {
    const { http } = client(
      new Response(JSON.stringify({ error: "SLOT_TAKEN", message: "This time slot has just been taken" }), { status: 409 }),
    );
    const error = await http.post("/bookings", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "SLOT_TAKEN", message: "This time slot has just been taken" });
  });

  it("falls back to the error field, then to Request failed", async () => {
    const onlyCode = await client(new Response(JSON.stringify({ error: "Not allowed" }), { status: 403 }))
      .http.get("/x")
      .catch((e: unknown) => e);
    expect((onlyCode as ApiError).message).toBe("Not allowed");
    const html = await client(new Response("<html>Bad gateway</html>", { status: 502 }))
      .http.get("/x")
      .catch((e: unknown) => e);
    expect(html).toMatchObject({ status: 502, code: undefined, message: "Request failed" });
    const offline = await client(new TypeError("Failed to fetch"))
      .http.get("/x")
      .catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, message: "Request failed" });
  });
});

describe("errorText", () => {
  const t = (key: string) => `<${key}>`;

  it("translates a known code, else shows the server message, else Request failed", () => {
    expect(errorText(t, "SLOT_TAKEN", "This time slot has just been taken")).toBe("<errors.SLOT_TAKEN>");
    expect(errorText(t, "SOMETHING_NEW", "Server says no")).toBe("Server says no");
    expect(errorText(t, undefined, undefined)).toBe("<common.requestFailed>");
    expect(errorText(t, undefined, "Request failed", "alerts.errors.failedToSave")).toBe("<alerts.errors.failedToSave>");
  });

  it("translates a validation message that is itself a code, and keeps other validation details", () => {
    expect(errorText(t, "VALIDATION_ERROR", "invalidPhone")).toBe("<errors.invalidPhone>");
    expect(errorText(t, "VALIDATION_ERROR", "Name is required")).toBe("Name is required");
    expect(errorText(t, "VALIDATION_ERROR")).toBe("<errors.VALIDATION_ERROR>");
  });

  it("reads ApiErrors and raw { error, message } bodies", () => {
    expect(errorTextOf(t, new ApiError(404, "userNotFound", "User not found"))).toBe("<errors.userNotFound>");
    expect(errorTextOf(t, { error: "invalidCode", message: "Invalid or expired code" })).toBe("<errors.invalidCode>");
    expect(errorTextOf(t, "weird", "alerts.errors.failedToLoad")).toBe("<alerts.errors.failedToLoad>");
  });
});
