// The SSRF guard's address rule (issue 29.5), one row per form the address RFCs define: every
// special-purpose range, every way to carry an IPv4 address inside IPv6, and the IPv4 notations
// inet_aton accepts (shorthand, octal, hex, one 32-bit number).
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address.ts";

const REFUSED: Array<[string, string]> = [
  // IPv4 special-purpose registry (RFC 6890 and successors)
  ["0.0.0.0", "unspecified / this host (RFC 1122)"],
  ["0.1.2.3", "this network 0/8"],
  ["10.0.0.1", "private (RFC 1918)"],
  ["172.16.0.1", "private (RFC 1918)"],
  ["172.31.255.254", "private (RFC 1918), top of the /12"],
  ["192.168.1.1", "private (RFC 1918)"],
  ["100.64.0.1", "shared address space / CGNAT (RFC 6598)"],
  ["100.127.255.254", "CGNAT, top of the /10"],
  ["127.0.0.1", "loopback (RFC 1122)"],
  ["127.255.255.254", "loopback, anywhere in 127/8"],
  ["169.254.169.254", "link-local, cloud metadata (RFC 3927)"],
  ["192.0.0.8", "IETF protocol assignments (RFC 6890)"],
  ["192.0.2.1", "TEST-NET-1 (RFC 5737)"],
  ["198.51.100.1", "TEST-NET-2 (RFC 5737)"],
  ["203.0.113.1", "TEST-NET-3 (RFC 5737)"],
  ["198.18.0.1", "benchmarking (RFC 2544)"],
  ["192.88.99.1", "6to4 relay anycast (RFC 7526)"],
  ["224.0.0.1", "multicast (RFC 5771)"],
  ["239.255.255.250", "multicast, SSDP"],
  ["240.0.0.1", "reserved class E (RFC 1112)"],
  ["255.255.255.255", "limited broadcast (RFC 919)"],
  // IPv4 notations other than dotted decimal (inet_aton, WHATWG URL host parser)
  ["127.1", "shorthand a.b"],
  ["127.0.1", "shorthand a.b.c"],
  ["2130706433", "one 32-bit decimal number"],
  ["0x7f000001", "one 32-bit hex number"],
  ["017700000001", "one 32-bit octal number"],
  ["0177.0.0.1", "octal first part"],
  ["0x7f.0.0.1", "hex first part"],
  ["0x7f.1", "hex shorthand"],
  ["0xa9.0xfe.0xa9.0xfe", "hex metadata address"],
  ["012.0.0.1", "octal 10.0.0.1"],
  // IPv6 special-purpose registry (RFC 6890, RFC 4291)
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback, uncompressed"],
  ["0000:0000:0000:0000:0000:0000:0000:0001", "loopback, zero-padded"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local with a zone index"],
  ["febf::1", "link-local, top of fe80::/10"],
  ["fec0::1", "site-local (deprecated, RFC 3879)"],
  ["fc00::1", "unique local (RFC 4193)"],
  ["fd12:3456:789a::1", "unique local"],
  ["ff02::1", "multicast all-nodes"],
  ["ff05::1:3", "multicast site-local"],
  ["100::1", "discard-only (RFC 6666)"],
  ["2001:db8::1", "documentation (RFC 3849)"],
  ["3fff::1", "documentation (RFC 9637)"],
  ["2001:2::1", "benchmarking (RFC 5180)"],
  ["2001:10::1", "ORCHID (RFC 4843)"],
  ["2001:20::1", "ORCHIDv2 (RFC 7343)"],
  ["5f00::1", "SRv6 SIDs (RFC 9602)"],
  ["4000::1", "unassigned, outside 2000::/3"],
  // IPv4 inside IPv6
  ["::ffff:127.0.0.1", "IPv4-mapped loopback (RFC 4291)"],
  ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
  ["0:0:0:0:0:ffff:7f00:1", "IPv4-mapped, uncompressed"],
  ["::127.0.0.1", "IPv4-compatible (deprecated, RFC 4291)"],
  ["::7f00:1", "IPv4-compatible, hex"],
  ["::8.8.8.8", "IPv4-compatible, even of a public address (deprecated, no route)"],
  ["::ffff:0:127.0.0.1", "IPv4-translated (RFC 2765/6145)"],
  ["::ffff:0:8.8.8.8", "IPv4-translated of a public address"],
  ["64:ff9b::127.0.0.1", "NAT64 well-known prefix, loopback inside (RFC 6052)"],
  ["64:ff9b::a00:1", "NAT64 well-known prefix, private inside"],
  ["64:ff9b::a9fe:a9fe", "NAT64 well-known prefix, metadata inside"],
  ["64:ff9b:1::808:808", "local-use NAT64 (RFC 8215)"],
  ["2002:7f00:1::", "6to4, loopback inside (RFC 3056)"],
  ["2002:a00:1::1", "6to4, private inside"],
  ["2002:c0a8:101::1", "6to4, 192.168.1.1 inside"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo (RFC 4380)"],
  ["2001::1", "Teredo prefix"],
  // Not addresses at all
  ["", "empty"],
  ["localhost", "a name"],
  ["[::1]", "bracketed"],
  ["1.2.3.4.5", "five parts"],
  ["256.0.0.1", "out-of-range part"],
  ["08.8.8.8", "invalid octal"],
  ["::ffff:127.0.0.1:80", "with a port"],
];

const ALLOWED: Array<[string, string]> = [
  ["8.8.8.8", "public IPv4"],
  ["93.184.216.34", "public IPv4"],
  ["1.1.1.1", "public IPv4"],
  ["172.32.0.1", "just past 172.16/12"],
  ["100.128.0.1", "just past 100.64/10"],
  ["11.0.0.1", "just past 10/8"],
  ["223.255.255.254", "below multicast"],
  ["2606:4700:4700::1111", "public IPv6"],
  ["2a00:1450:4001:80b::200e", "public IPv6"],
  ["::ffff:8.8.8.8", "IPv4-mapped public address (the socket uses IPv4 8.8.8.8)"],
  ["64:ff9b::808:808", "NAT64 of a public address"],
  ["2002:808:808::1", "6to4 of a public address"],
];

describe("isPublicAddress", () => {
  it.each(REFUSED)("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(ALLOWED)("allows %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
