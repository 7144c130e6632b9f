// Whose page this is (issue 14.1): the tenant's public profile. The server writes it into the HTML
// of /webapp/{slug}/... (a JSON block, `null` for an unknown tenant), so the first screen needs no
// request; another tenant opened later is asked for once (GET /api/tenant/public).
import { useEffect, useState } from "react";
import { errorCodeOf } from "../api/api-error.ts";
import { rest, type RestOutput } from "../api/rest.ts";
import { tenantSlugFromPath } from "../router/paths.ts";

export type TenantProfile = RestOutput<"tenant.publicProfile">;

export type TenantProfileState =
  | { status: "loading"; profile: null }
  | { status: "found"; profile: TenantProfile }
  /** No such tenant: the page does not exist. */
  | { status: "missing"; profile: null }
  /** The server could not say (offline, 5xx): the pages stay usable, with the platform's name. */
  | { status: "failed"; profile: null };

const PROFILE_ELEMENT_ID = "tenant-profile";
/** Answers known without waiting (the inline block, earlier answers), so a page renders them at once. */
const settled = new Map<string, TenantProfile | null>();
const loading = new Map<string, Promise<TenantProfile | null>>();

/** The profile the server wrote into this page's HTML, keyed by the slug the page was loaded for. */
function readInlineProfile(): void {
  if (typeof document === "undefined") return;
  const element = document.getElementById(PROFILE_ELEMENT_ID);
  const slug = tenantSlugFromPath(window.location.pathname);
  if (!element || !slug) return;
  try {
    settled.set(slug.toLowerCase(), JSON.parse(element.textContent ?? "") as TenantProfile | null);
  } catch {
    // A damaged block: ask the server instead.
  }
}
readInlineProfile();

async function fetchProfile(slug: string): Promise<TenantProfile | null> {
  try {
    return await rest("tenant.publicProfile", undefined, { tenant: slug });
  } catch (error) {
    if (errorCodeOf(error) === "TENANT_NOT_FOUND") return null;
    throw error;
  }
}

/** The profile of a tenant, or null when it does not exist; asked for once per slug. */
export function loadTenantProfile(slug: string): Promise<TenantProfile | null> {
  const key = slug.toLowerCase();
  if (settled.has(key)) return Promise.resolve(settled.get(key) ?? null);
  let request = loading.get(key);
  if (!request) {
    request = fetchProfile(slug);
    // A failure is not remembered: the next visit asks again.
    request
      .then(
        (profile) => settled.set(key, profile),
        () => undefined,
      )
      .finally(() => loading.delete(key));
    loading.set(key, request);
  }
  return request;
}

function stateOf(profile: TenantProfile | null): TenantProfileState {
  return profile ? { status: "found", profile } : { status: "missing", profile: null };
}

function knownState(slug: string): TenantProfileState {
  const key = slug.toLowerCase();
  return settled.has(key) ? stateOf(settled.get(key) ?? null) : LOADING;
}

const LOADING: TenantProfileState = { status: "loading", profile: null };

/** `null`: no business (a platform page): nothing is asked for, and the state stays "loading". */
export function useTenantProfile(slug: string | null): TenantProfileState {
  const [state, setState] = useState(() => ({ slug, value: slug === null ? LOADING : knownState(slug) }));
  useEffect(() => {
    if (slug === null) return;
    let current = true;
    loadTenantProfile(slug).then(
      (profile) => {
        if (current) setState({ slug, value: stateOf(profile) });
      },
      () => {
        if (current) setState({ slug, value: { status: "failed", profile: null } });
      },
    );
    return () => {
      current = false;
    };
  }, [slug]);
  if (state.slug === slug) return state.value;
  return slug === null ? LOADING : knownState(slug);
}
