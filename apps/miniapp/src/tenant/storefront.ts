// The business's page in one read (issue 25.1): the server writes it into the HTML of the home and
// the booking page (a JSON block, issue 25.9), so the first render needs no request and matches
// the painted shell; opened later in the session (or on another tenant) it is asked for once more
// on each visit, so the next free times stay current.
import { useEffect, useState } from "react";
import { rest, type RestOutput } from "../api/rest.ts";
import { tenantSlugFromPath } from "../router/paths.ts";

export type Storefront = RestOutput<"tenant.storefront">;

const STOREFRONT_ELEMENT_ID = "tenant-storefront";

/** The storefront this page's HTML carries, taken once: later visits ask the server. */
let inline: { slug: string; storefront: Storefront } | null = readInline();

function readInline(): { slug: string; storefront: Storefront } | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(STOREFRONT_ELEMENT_ID);
  const slug = tenantSlugFromPath(window.location.pathname);
  if (!element || !slug) return null;
  try {
    const storefront = JSON.parse(element.textContent ?? "") as Storefront | null;
    return storefront ? { slug: slug.toLowerCase(), storefront } : null;
  } catch {
    return null;
  }
}

function inlineFor(slug: string): Storefront | null {
  return inline?.slug === slug.toLowerCase() ? inline.storefront : null;
}

export type StorefrontState = { status: "loading" | "failed"; storefront: null } | { status: "found"; storefront: Storefront };

export function useStorefront(slug: string): StorefrontState {
  const [state, setState] = useState<{ slug: string; value: StorefrontState }>(() => {
    const storefront = inlineFor(slug);
    return { slug, value: storefront ? { status: "found", storefront } : { status: "loading", storefront: null } };
  });
  const known = state.slug === slug && state.value.status === "found";
  // Used for the first render only: a later visit reads the times as they are then.
  useEffect(() => {
    inline = null;
  }, []);
  useEffect(() => {
    if (known) return;
    let current = true;
    rest("tenant.storefront", undefined, { tenant: slug }).then(
      (storefront) => current && setState({ slug, value: { status: "found", storefront } }),
      () => current && setState({ slug, value: { status: "failed", storefront: null } }),
    );
    return () => {
      current = false;
    };
  }, [slug, known]);
  return state.slug === slug ? state.value : { status: "loading", storefront: null };
}
