// The tRPC layout (docs/ARCHITECTURE.md, Layers): one procedure per file under
// packages/trpc/src/routers/<domain>/, its zod input and output schemas in a `.types.ts` file of the
// same folder (one per procedure, or one a few procedures of one resource share), none declared inline.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTERS = path.resolve("packages/trpc/src/routers");

function procedureFiles(dir = ROUTERS): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return procedureFiles(full);
    if (!/\.ts$/.test(entry.name) || /\.(types|test)\.ts$/.test(entry.name)) return [];
    return /\.(query|mutation)\(/.test(fs.readFileSync(full, "utf8")) ? [full] : [];
  });
}

const files = procedureFiles();
const relative = (file: string) => path.relative(ROUTERS, file);

describe("procedures", () => {
  it("are found (the routers folder is read)", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("define one procedure per file", () => {
    const several = files.filter((file) => (fs.readFileSync(file, "utf8").match(/\.(query|mutation)\(/g) ?? []).length > 1);
    expect(several.map(relative)).toEqual([]);
  });

  it("take their zod schemas from a .types.ts file of their folder, declaring none inline", () => {
    const offenders = files.flatMap((file) => {
      const source = fs.readFileSync(file, "utf8");
      const problems: string[] = [];
      if (!/from "\.\/[\w-]+\.types\.ts"/.test(source)) problems.push("imports no ./<name>.types.ts");
      if (/\bz\.[a-z]\w*\(/.test(source)) problems.push("declares a zod schema inline");
      return problems.map((problem) => `${relative(file)}: ${problem}`);
    });
    expect(offenders).toEqual([]);
  });
});
