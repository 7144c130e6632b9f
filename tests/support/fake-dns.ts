// A DNS zone in memory for the domain tab's "check DNS": tests never query the network.
import type { DnsResolver } from "@booking/core";

export type FakeZone = Record<string, { a?: string[]; aaaa?: string[]; cname?: string[] }>;

/** Answers from `zone`; an absent record fails like the system resolver's ENODATA. */
export function fakeDns(zone: FakeZone = {}): DnsResolver {
  const answer = (kind: "a" | "aaaa" | "cname") => async (host: string) => {
    const records = zone[host]?.[kind];
    if (!records) throw Object.assign(new Error(`ENODATA ${host}`), { code: "ENODATA" });
    return records;
  };
  return { resolve4: answer("a"), resolve6: answer("aaaa"), resolveCname: answer("cname") };
}
