import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, randomToken, sha256 } from "./secret-box.ts";

describe("secret box", () => {
  it("round-trips and never contains the plain text", () => {
    const sealed = encryptSecret("123456:ABC-secret-token", "app-secret");
    expect(sealed).not.toContain("ABC-secret-token");
    expect(decryptSecret(sealed, "app-secret")).toBe("123456:ABC-secret-token");
  });

  it("uses a fresh IV each time", () => {
    expect(encryptSecret("x", "k")).not.toBe(encryptSecret("x", "k"));
  });

  it("refuses a wrong key and tampered ciphertext", () => {
    const sealed = encryptSecret("payload", "right");
    expect(() => decryptSecret(sealed, "wrong")).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decryptSecret(parts.join("."), "right")).toThrow();
    expect(() => decryptSecret("garbage", "right")).toThrow("Unsupported secret format");
  });

  it("hashes and generates tokens", () => {
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
  });
});
