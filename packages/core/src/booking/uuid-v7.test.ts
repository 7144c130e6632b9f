import { describe, expect, it } from "vitest";
import { z } from "zod";
import { uuidV7 } from "./uuid-v7.ts";

describe("uuidV7", () => {
  it("is an RFC 9562 version 7 UUID carrying the millisecond timestamp", () => {
    const id = uuidV7(Date.UTC(2026, 10, 22, 12, 0, 0, 123));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 22, 12, 0, 0, 123));
  });

  it("sorts by time and does not repeat", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuidV7(1_800_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 10_000 }, () => uuidV7())).size).toBe(10_000);
  });
});
