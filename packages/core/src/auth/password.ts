// argon2id with OWASP's recommended minimum (m=19 MiB, t=2, p=1).
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = {
  // 2 = Argon2id (the package exports it as an ambient const enum, unusable under verbatimModuleSyntax).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
