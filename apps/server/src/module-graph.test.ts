import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The server's modules form a tree, not a knot (issue 22, decision 044): the import graph of its
 * source, folded to module folders, has no cycle of two or more of them. A folder under `modules/`
 * is one module; `lib`, `db`, `db/seed` (the demo world, made through the services),
 * `db/seed/content` (the curriculum as data) and `plugins` are one each; a file at the top
 * (`deps.ts`, `app.ts`, …) is its own. Tests and their fixtures are left out (they may import anything).
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const LEFT_OUT = [/\.test\.ts$/, /^test\//, /test-fixtures\.ts$/];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s+"(\.{1,2}\/[^"]+)"|import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** The module a file belongs to. */
export function moduleOf(file: string): string {
  const parts = file.split("/");
  if (file.startsWith("db/seed/content/")) return "db/seed/content";
  if (parts[0] === "modules" || (parts[0] === "db" && parts[1] === "seed"))
    return parts.slice(0, 2).join("/");
  return parts.length > 1 ? (parts[0] as string) : file.replace(/\.ts$/, "");
}

/** Module → the modules it imports, with one file-level import that makes each edge. */
function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const full of sourceFiles(root)) {
    const file = path.relative(root, full).split(path.sep).join("/");
    if (LEFT_OUT.some((rule) => rule.test(file))) continue;
    const from = moduleOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of fs.readFileSync(full, "utf8").matchAll(IMPORT)) {
      const target = path
        .relative(root, path.resolve(path.dirname(full), (match[1] ?? match[2]) as string))
        .split(path.sep)
        .join("/");
      const to = moduleOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, `${file} → ${target}`);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components: the groups of modules that reach each other. */
export function stronglyConnected(graph: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

describe("module graph", () => {
  it("finds a cycle of modules, and none where the imports go one way", () => {
    const knot = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(stronglyConnected(knot).filter((group) => group.length > 1)).toEqual([["a", "b", "c"]]);
    expect(moduleOf("modules/students/students.service.ts")).toBe("modules/students");
    expect(moduleOf("db/seed/demo.ts")).toBe("db/seed");
    expect(moduleOf("db/database.ts")).toBe("db");
    expect(moduleOf("db/seed/content/index.ts")).toBe("db/seed/content");
    expect(moduleOf("deps.ts")).toBe("deps");
  });

  it("has no cycle of two or more modules in the server", () => {
    const graph = moduleGraph();
    const adjacency = new Map([...graph].map(([from, edges]) => [from, [...edges.keys()]]));
    const cycles = stronglyConnected(adjacency)
      .filter((group) => group.length > 1)
      .map((group) => ({
        modules: group,
        // The imports inside the group, to show where to cut.
        imports: group.flatMap((from) =>
          [...(graph.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([, why]) => why),
        ),
      }));
    expect(cycles).toEqual([]);
  });
});
