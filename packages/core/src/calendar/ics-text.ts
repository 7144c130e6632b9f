// RFC 5545 text mechanics: escaping TEXT values, UTC/local DATE-TIME forms, CRLF lines folded at
// 75 octets (3.1) without splitting a UTF-8 sequence.
const MAX_LINE_OCTETS = 75;

export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** 20261125T100000Z */
export function utcDateTime(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** A wall-clock reading (epoch milliseconds of the local time written as if UTC) → 20261125T130000. */
export function floatingDateTime(wallMs: number): string {
  return utcDateTime(new Date(wallMs)).slice(0, -1);
}

/** +0300, -0430 */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function joinLines(lines: string[]): string {
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
