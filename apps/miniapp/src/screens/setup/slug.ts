// The URL slug of a new tenant: a suggestion from the business name, and the checks the browser
// can make itself (pattern, reserved names) before asking the server whether the slug is free.
import { DEFAULT_TENANT_SLUG, RESERVED_SLUGS, SLUG_PATTERN } from "@booking/contracts/constants";

export type LocalSlugProblem = "SLUG_INVALID" | "SLUG_RESERVED";

const MAX_SUGGESTED_LENGTH = 40;

// Russian business names are common; a plain transliteration keeps their slug readable.
const CYRILLIC: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** "Анна Смирнова, психолог" → "anna-smirnova-psiholog". */
export function suggestSlug(businessName: string): string {
  const latin = [...businessName.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join("");
  return latin
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SUGGESTED_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** The slug as the server stores it (trimmed, lower case). */
export function normalizeSlug(slug: string): string {
  return slug.trim().toLowerCase();
}

export function localSlugProblem(slug: string): LocalSlugProblem | null {
  const normalized = normalizeSlug(slug);
  if (!SLUG_PATTERN.test(normalized)) return "SLUG_INVALID";
  if (normalized === DEFAULT_TENANT_SLUG || (RESERVED_SLUGS as readonly string[]).includes(normalized)) return "SLUG_RESERVED";
  return null;
}
