// Spec §2 Domain: the records a tenant's domain must carry point at the platform's public host
// (the PUBLIC_URL host name, never host:port: a DNS record cannot name a port), and "check DNS"
// tells the owner whether they already do. The resolver is injectable so tests need no network.
import { promises as systemDns } from "node:dns";
import { isIP } from "node:net";
import { AppError } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { Deps } from "../deps.ts";
import { normalizeDomain } from "./custom-domain.ts";

export interface DnsResolver {
  resolve4(host: string): Promise<string[]>;
  resolve6(host: string): Promise<string[]>;
  resolveCname(host: string): Promise<string[]>;
}

export const SYSTEM_RESOLVER: DnsResolver = systemDns;

/** The host name the A/CNAME records must target: PUBLIC_URL's host without port. */
export function platformHost(publicUrl: string): string {
  return new URL(publicUrl).hostname.toLowerCase().replace(/^\[|\]$/g, "");
}

export interface DnsCheck {
  domain: string;
  target: string;
  /** True when the domain is a CNAME to the target or shares one of its addresses. */
  pointsHere: boolean;
  via: "cname" | "address" | null;
  found: { addresses: string[]; cname: string[] };
}

/** No record (ENODATA, ENOTFOUND, a failing server) is reported as "nothing found", not an error. */
async function lookup(query: () => Promise<string[]>): Promise<string[]> {
  try {
    return await query();
  } catch {
    return [];
  }
}

const bareHost = (name: string) => name.toLowerCase().replace(/\.$/, "");

async function addressesOf(resolver: DnsResolver, host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  const [v4, v6] = await Promise.all([lookup(() => resolver.resolve4(host)), lookup(() => resolver.resolve6(host))]);
  return [...v4, ...v6];
}

export async function checkDomainDns(resolver: DnsResolver, domain: string, target: string): Promise<DnsCheck> {
  const [cname, addresses, expected] = await Promise.all([
    lookup(() => resolver.resolveCname(domain)).then((names) => names.map(bareHost)),
    addressesOf(resolver, domain),
    addressesOf(resolver, target),
  ]);
  const byCname = cname.includes(bareHost(target));
  const byAddress = addresses.some((address) => expected.includes(address));
  return {
    domain,
    target,
    pointsHere: byCname || byAddress,
    via: byCname ? "cname" : byAddress ? "address" : null,
    found: { addresses, cname },
  };
}

/** "Check DNS" for the domain typed in the tab, or else the saved one. */
export async function checkTenantDomainDns(
  { config, dns }: Pick<Deps, "config" | "dns">,
  tenant: Pick<Tenant, "customDomain">,
  rawDomain: string | null | undefined,
): Promise<DnsCheck> {
  const domain = normalizeDomain(rawDomain?.trim() || tenant.customDomain || "");
  if (!domain) throw new AppError("DOMAIN_INVALID_FORMAT");
  return checkDomainDns(dns ?? SYSTEM_RESOLVER, domain, platformHost(config.publicUrl));
}
