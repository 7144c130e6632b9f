// Ids for rows the booking engine inserts with raw SQL, in the same form Prisma gives the rest
// (`@default(uuid(7))`): RFC 9562 version 7, a millisecond timestamp followed by random bits, so
// ids of new rows sort by creation time and keep index inserts local.
import { randomFillSync } from "node:crypto";

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function uuidV7(now: number = Date.now()): string {
  const bytes = randomFillSync(new Uint8Array(16));
  // 48-bit big-endian Unix milliseconds.
  let ms = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (bytes[6]! & 0x0f); // version 7
  bytes[8] = 0x80 | (bytes[8]! & 0x3f); // variant 10
  const hex = Array.from(bytes, (byte) => HEX[byte]).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
