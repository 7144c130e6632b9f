// PostgreSQL text cannot hold U+0000: such input would fail as a database error (a 500) wherever it
// reaches a query, even a lookup. Every procedure's raw input is checked once, before validation.

/** The path of the first string holding U+0000 ("" for the input itself), or null. */
export function pathOfNulCharacter(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (typeof value !== "object" || value === null || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return path ? `${path}.${key}` : key;
    const found = pathOfNulCharacter(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
