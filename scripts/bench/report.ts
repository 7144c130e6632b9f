// The bench's verdict: one table on stdout, the full numbers as JSON in bench-results/.
import fs from "node:fs";
import path from "node:path";

export interface Row {
  scenario: string;
  metric: string;
  value: number;
  unit: string;
  /** e.g. "<= 20"; absent when the row is informative only. */
  target?: { op: "<=" | ">="; value: number };
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));

export function printTable(rows: Row[]): void {
  const lines = rows.map((row) => {
    const target = row.target ? `${row.target.op} ${row.target.value}` : "";
    const verdict = row.target
      ? (row.target.op === "<=" ? row.value <= row.target.value : row.value >= row.target.value)
        ? "ok"
        : "MISSED"
      : "";
    return [row.scenario, row.metric, `${fmt(row.value)} ${row.unit}`, target, verdict];
  });
  const header = ["scenario", "metric", "value", "target", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const render = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.log(render(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(render(line));
}

export function writeJson(dir: string, data: unknown): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
