// Secrets at rest (tenant bot tokens, payment credentials): AES-256-GCM with a key derived from
// APP_SECRET. The output carries a version prefix so the scheme can change without a migration.
import crypto from "node:crypto";

const VERSION = "v1";

function keyFrom(appSecret: string): Buffer {
  return crypto.createHash("sha256").update(`booking-secret-box:${appSecret}`).digest();
}

export function encryptSecret(plain: string, appSecret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFrom(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

export function decryptSecret(sealed: string, appSecret: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Unsupported secret format");
  const decipher = crypto.createDecipheriv("aes-256-gcm", keyFrom(appSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** SHA-256 hex, for tokens and codes that are looked up but never read back. */
export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

/** URL-safe random token with `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString("base64url");
}
