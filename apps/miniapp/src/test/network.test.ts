import { describe, expect, it } from "vitest";
import { refusedRequests } from "./network.ts";

describe("client tests' network", () => {
  it("refuses a request no test answered, at once and without a socket", async () => {
    const before = refusedRequests.length;
    const started = Date.now();
    await expect(fetch("/api/tenant/public")).rejects.toThrow(TypeError);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(refusedRequests.slice(before)).toEqual(["GET /api/tenant/public"]);
  });
});
