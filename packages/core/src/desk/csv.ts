// CSV for spreadsheets (issue 15.1): RFC 4180 quoting, CRLF lines, a UTF-8 byte order mark so Excel
// reads Cyrillic as UTF-8, and formula injection neutralised: a text cell starting with = + - @,
// a tab or a carriage return is prefixed with an apostrophe (OWASP "CSV Injection"), so a client
// named "=HYPERLINK(...)" stays text. E.164 phone numbers (+ and digits only) cannot carry a
// formula and are written as they are.
export const CSV_BOM = "\uFEFF";

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const E164 = /^\+\d{6,15}$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !E164.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header line, one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export interface CsvFile {
  filename: string;
  content: string;
}
