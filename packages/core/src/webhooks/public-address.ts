// Which addresses a webhook may reach: public unicast only (issue 29.5). ipaddr.js names the common
// IPv6 ranges but calls anything it does not know "unicast", so `::127.0.0.1` (IPv4-compatible)
// passed as public. The rule here is an allow-list instead: an IPv4 address outside the special
// ranges of the IANA IPv4 registry (RFC 6890 and successors), or an IPv6 address inside global
// unicast 2000::/3 outside its special ranges; every form that carries an IPv4 address inside an
// IPv6 one is judged by that IPv4 address (mapped, NAT64, 6to4) or refused when it cannot be
// (IPv4-compatible, IPv4-translated, Teredo, local-use NAT64).
import { isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];
const cidrs = (list: string[]): Cidr[] => list.map((range) => ipaddr.parseCIDR(range));

/** IPv4 ranges that are not globally reachable unicast (IANA IPv4 special-purpose registry, multicast, class E). */
const IPV4_NOT_PUBLIC = cidrs([
  "0.0.0.0/8", // "this network" (0.0.0.0 reaches the local host on Linux)
  "10.0.0.0/8", // private
  "100.64.0.0/10", // shared address space (CGNAT)
  "127.0.0.0/8", // loopback
  "169.254.0.0/16", // link-local (cloud metadata 169.254.169.254)
  "172.16.0.0/12", // private
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24", // TEST-NET-1
  "192.88.99.0/24", // 6to4 relay anycast (deprecated)
  "192.168.0.0/16", // private
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // TEST-NET-2
  "203.0.113.0/24", // TEST-NET-3
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, and the limited broadcast 255.255.255.255
]);

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/** IPv6 ranges inside 2000::/3 that are not public destinations. */
const IPV6_NOT_PUBLIC = cidrs([
  "2001::/23", // IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID...
  "2001:db8::/32", // documentation
  "3fff::/20", // documentation (RFC 9637)
]);

/** Forms outside 2000::/3 whose embedded IPv4 address is where the packets go. */
const IPV4_MAPPED = ipaddr.parseCIDR("::ffff:0:0/96");
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");
/** 6to4 (RFC 3056): 2002:AABB:CCDD::/48 belongs to the IPv4 host A.B.C.D; judged by it. */
const SIX_TO_FOUR = ipaddr.parseCIDR("2002::/16");

const inAny = (address: ipaddr.IPv4 | ipaddr.IPv6, ranges: Cidr[]) =>
  ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));

function isPublicV4(address: ipaddr.IPv4): boolean {
  return !inAny(address, IPV4_NOT_PUBLIC);
}

/** The IPv4 address in bytes [from, from + 4) of an IPv6 address. */
function embeddedV4(address: ipaddr.IPv6, from: number): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(from, from + 4));
}

function isPublicV6(address: ipaddr.IPv6): boolean {
  if (address.match(IPV4_MAPPED)) return isPublicV4(embeddedV4(address, 12));
  if (address.match(NAT64_WELL_KNOWN)) return isPublicV4(embeddedV4(address, 12));
  if (address.match(SIX_TO_FOUR)) return isPublicV4(embeddedV4(address, 2));
  // Everything else outside 2000::/3 is loopback, unspecified, IPv4-compatible (::a.b.c.d),
  // IPv4-translated, local-use NAT64, discard-only, ULA, link-local, site-local, multicast or unassigned.
  if (!address.match(GLOBAL_UNICAST_V6)) return false;
  return !inAny(address, IPV6_NOT_PUBLIC);
}

/**
 * Whether `address` (an IP literal: dotted, shorthand, octal or hex IPv4, or IPv6 in any notation)
 * is a public unicast address a webhook may connect to. Anything that does not parse is not.
 */
export function isPublicAddress(address: string): boolean {
  if (address.includes(":")) {
    const canonical = canonicalIPv6(address);
    return canonical !== undefined && isPublicV6(ipaddr.IPv6.parse(canonical));
  }
  return ipaddr.IPv4.isValid(address) && isPublicV4(ipaddr.IPv4.parse(address));
}

/**
 * An IPv6 literal in the URL standard's canonical form (hex groups, `::` compressed), or undefined.
 * ipaddr.js reads a dotted tail wrongly (`::8.8.8.8` becomes the mapped `::ffff:8.8.8.8`), so the
 * text is parsed by the same host parser the HTTP client uses first. A zone index (fe80::1%eth0) is
 * not accepted: only link-local addresses carry one.
 */
function canonicalIPv6(address: string): string | undefined {
  if (!isIPv6(address) || address.includes("%")) return undefined;
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}
