// The workspace import graph: apps are entry points (nothing imports an app, least of all another
// app), packages form no cycle, and every import of a workspace is declared in package.json (so
// turbo and npm see the same graph the code has). Built from the source, not from package.json alone.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

interface Workspace {
  name: string;
  dir: string;
  isApp: boolean;
  declared: Set<string>;
}

const root = path.resolve(".");
const rootManifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as { workspaces: string[] };

function loadWorkspaces(): Workspace[] {
  return rootManifest.workspaces.flatMap((pattern) => {
    const parent = path.join(root, pattern.replace(/\/\*$/, ""));
    return fs
      .readdirSync(parent)
      .filter((name) => fs.existsSync(path.join(parent, name, "package.json")))
      .map((name) => {
        const dir = path.join(parent, name);
        const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as {
          name: string;
          dependencies?: object;
          devDependencies?: object;
        };
        const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
        return { name: manifest.name, dir, isApp: pattern.startsWith("apps/"), declared };
      });
  });
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]!);
}

/** name → names it imports, with the file that shows each edge. */
function importGraph(workspaces: Workspace[]): Map<string, Map<string, string>> {
  const byName = new Map(workspaces.map((ws) => [ws.name, ws]));
  const owner = (file: string) => workspaces.find((ws) => file.startsWith(ws.dir + path.sep));
  const graph = new Map<string, Map<string, string>>();
  for (const ws of workspaces) {
    const edges = new Map<string, string>();
    graph.set(ws.name, edges);
    for (const file of sourceFiles(path.join(ws.dir, "src"))) {
      for (const specifier of importsOf(fs.readFileSync(file, "utf8"))) {
        let target: Workspace | undefined;
        if (specifier.startsWith("@booking/")) target = byName.get(specifier.split("/").slice(0, 2).join("/"));
        else if (specifier.startsWith(".")) target = owner(path.resolve(path.dirname(file), specifier));
        if (target && target !== ws) edges.set(target.name, path.relative(root, file));
      }
    }
  }
  return graph;
}

/** A cycle as a path of names (first = last), or null. */
function findCycle(graph: Map<string, Iterable<string>>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

const workspaces = loadWorkspaces();
const graph = importGraph(workspaces);
const apps = new Set(workspaces.filter((ws) => ws.isApp).map((ws) => ws.name));

describe("workspace import graph", () => {
  it("reads the real imports (the API's server uses the bot package)", () => {
    expect(apps).toEqual(new Set(["@booking/api", "@booking/bot-app", "@booking/miniapp"]));
    expect(graph.get("@booking/api")?.get("@booking/bot")).toBe("apps/api/src/server.ts");
    expect(importsOf(`import a from "x";\nexport { b } from './y';\nconst c = await import("z");\nimport "side";`)).toEqual([
      "x",
      "./y",
      "z",
      "side",
    ]);
  });

  it("has no edge into an app: apps are entry points", () => {
    const intoApps = [...graph].flatMap(([from, edges]) =>
      [...edges].filter(([to]) => apps.has(to)).map(([to, file]) => `${from} → ${to} (${file})`),
    );
    const declaredIntoApps = workspaces.flatMap((ws) =>
      [...ws.declared].filter((dep) => apps.has(dep)).map((dep) => `${ws.name} declares ${dep}`),
    );
    expect([...intoApps, ...declaredIntoApps]).toEqual([]);
  });

  it("has no cycle", () => {
    expect(
      findCycle(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
        ]),
      ),
    ).toEqual(["a", "b", "c", "a"]);
    expect(findCycle(new Map([...graph].map(([from, edges]) => [from, edges.keys()])))).toBeNull();
  });

  it("declares every workspace it imports", () => {
    const undeclared = workspaces.flatMap((ws) =>
      [...graph.get(ws.name)!].filter(([to]) => !ws.declared.has(to)).map(([to, file]) => `${ws.name} imports ${to} undeclared (${file})`),
    );
    expect(undeclared).toEqual([]);
  });
});
