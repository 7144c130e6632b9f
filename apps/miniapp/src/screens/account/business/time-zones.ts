// The time zones the owner can pick: the browser's IANA list, with the saved zone kept even when
// the browser does not list it (an older runtime, or an alias such as Asia/Calcutta).
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set(known.length ? known : ["Europe/Moscow", "UTC"]);
  zones.add(current);
  return [...zones].sort();
}

/** The wall-clock time in `zone` now, e.g. "21:40". */
export function timeIn(zone: string, language: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat(language, { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(now);
  } catch {
    return "";
  }
}
