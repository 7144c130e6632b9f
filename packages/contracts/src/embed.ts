// Embeddable widget (issue 31.6): the origins an owner lets frame the business's customer pages.
// Browser-safe: the account screen checks what it sends with the same rule the server applies.
import { z } from "zod";

export const MAX_EMBED_ORIGINS = 10;

/** http is accepted only for the loopback hosts, so the snippet can be tried on a development machine. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin (`https://host[:port]`, lower-case, default port dropped) a typed value names, or null
 * when it is not one: another scheme, a path, a query, a fragment, credentials or a wildcard.
 */
export function embedOriginOf(value: string): string | null {
  const typed = value.trim();
  if (/[*?#]/.test(typed)) return null;
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return null;
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  // `new URL` gives a bare origin the path "/"; anything longer is a path frame-ancestors would ignore.
  const bare = url.pathname === "/" && !url.username && !url.password;
  return secure && bare && url.hostname ? url.origin : null;
}

export const embedOrigin = z
  .string()
  .max(200)
  .transform((value, context) => {
    const origin = embedOriginOf(value);
    if (origin) return origin;
    context.addIssue({ code: "custom", message: "An origin such as https://example.com: https, no path" });
    return z.NEVER;
  });

export const embedSettingsInput = z.object({
  origins: z
    .array(embedOrigin)
    .max(MAX_EMBED_ORIGINS)
    .transform((origins) => [...new Set(origins)])
    .meta({ description: "Sites (https origins, no path) whose pages may show the booking widget; empty: none" }),
});
export type EmbedSettingsInput = z.input<typeof embedSettingsInput>;
