// Outgoing webhooks must not reach the platform's own network (SSRF): an owner could otherwise
// point one at 127.0.0.1, the cloud metadata address or a private service and read its status
// codes in the delivery log. Only public unicast addresses are allowed, checked when the URL is
// registered AND on every connection (the address the socket actually uses, so a DNS name that
// later resolves to a private address is refused too). `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_URLS)
// lifts both checks and allows http:// for tests and local development only.
import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { AppError } from "@booking/contracts";
import type { DnsResolver } from "../account/domain-dns.ts";
import { isPublicAddress } from "./public-address.ts";

export { isPublicAddress };

/** The URL of a webhook as registered: https (http only with allowPrivate), no credentials, a host. */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("WEBHOOK_URL_INVALID", "Enter a full https:// address", { field: "url" });
  }
  const schemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol) || !url.hostname || url.username || url.password) {
    throw new AppError("WEBHOOK_URL_INVALID", "The address must be https:// with a host and no user name or password");
  }
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/** Refuses a URL whose host is, or resolves to, a non-public address (registration time). */
export async function assertPublicWebhookHost(url: URL, allowPrivate: boolean, resolver: DnsResolver): Promise<void> {
  if (allowPrivate) return;
  // "localhost." is "localhost": a trailing dot only marks the name as fully qualified.
  const host = hostOf(url).toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) throw new AppError("WEBHOOK_URL_FORBIDDEN");
  const answers = ipaddr.isValid(host)
    ? [[host]]
    : await Promise.all([resolver.resolve4(host), resolver.resolve6(host)].map((p) => p.catch(() => [])));
  const addresses = answers.flat();
  if (addresses.length === 0) throw new AppError("WEBHOOK_URL_INVALID", "The address's host name does not resolve");
  if (!addresses.every(isPublicAddress)) throw new AppError("WEBHOOK_URL_FORBIDDEN");
}

export class ForbiddenAddressError extends Error {
  constructor(address: string) {
    super(`refused to connect to the non-public address ${address}`);
  }
}

/** A `lookup` for http(s).request that only ever hands the socket public addresses. */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as dns.LookupAddress[];
      const refused = allowPrivate ? undefined : list.find((entry) => !isPublicAddress(entry.address));
      if (refused) return callback(new ForbiddenAddressError(refused.address), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} did not resolve`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}
