/**
 * How the build groups the app's lazily loaded code into a few chunks (issue 14, decision 033).
 *
 * Left to itself the bundler makes one chunk per set of pages that share a module, so a cold
 * student dashboard asked for about 90 scripts, 51 of them under 1 KB (one icon each): each one a
 * request, a `modulepreload` link and a module to instantiate. These groups replace them:
 *
 * - `public-site`: the site layout and the home page (the first page with the entry), and
 *   `public-shared`: the part of them that other pages use too.
 * - `app-core`: what every data page loads (the query layout and client, the access guard).
 * - `student-shell`: the student frame and its dashboard, and `app-shared`: the part of them that
 *   pages outside the student area use too (dialogs, form fields, icons), so that an admin page
 *   loads those without the student shell.
 * - `lesson`: the lesson page (`/student/material/{id}`, issue 21) and what only its layouts use,
 *   and `learning-shared`: the part of it that other pages use too (practice questions, the
 *   worked examples, the Markdown component). A cold lesson asked for about 45 scripts, each a
 *   `modulepreload` link the router's first navigation appended one by one.
 *
 * Each group takes what its roots reach through static imports and no earlier group (nor the
 * entry) took, so every group's imports point only at earlier groups or the entry: no cycles, and
 * the entry imports none of them. Whatever no group takes keeps the automatic chunks. Icons are
 * imported one module each (lucide-direct-imports.ts), so the graph shows which page uses which.
 */
import path from "node:path";

interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

type ModuleInfo = NonNullable<ReturnType<ModuleGraph["getModuleInfo"]>>;

/** The modules reached from `roots` (included) by following `next` from each. */
function reach(graph: ModuleGraph, roots: readonly string[], next: (info: ModuleInfo) => readonly string[]) {
  const seen = new Map<string, ModuleInfo>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (info === null) continue;
    seen.set(id, info);
    stack.push(...next(info));
  }
  return seen;
}

/** The modules a set of roots reaches through static imports (the roots included). */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  return new Set(reach(graph, roots, (info) => info.importedIds).keys());
}

/** Every module that starts a lazily loaded chunk (the target of some `import()`). */
function dynamicEntries(graph: ModuleGraph, entry: string): Set<string> {
  const everything = reach(graph, [entry], (info) => [...info.importedIds, ...info.dynamicallyImportedIds]);
  return new Set([...everything.values()].flatMap((info) => info.dynamicallyImportedIds));
}

export interface ChunkGroupPlan {
  /** The group a module goes to, or null for the automatic chunks. */
  groupOf(moduleId: string, graph: ModuleGraph): string | null;
  /**
   * Whether the first screens (the site, the student shell and dashboard, a lesson) run the
   * module: the entry's, a group's or the math renderer's. False before the plan is made.
   */
  onFirstScreens(moduleId: string): boolean;
}

/** The groups for the app whose sources are in `srcDir`, planned once per build from its graph. */
export function planChunkGroups(srcDir: string): ChunkGroupPlan {
  const src = (file: string) => path.join(srcDir, file);
  const entry = src("main.tsx");
  const siteRoots = [src("app/layouts/site-layout.tsx"), src("app/routes/home.tsx")];
  const coreRoots = [
    src("app/layouts/query-layout.tsx"),
    src("lib/query-client.ts"),
    src("features/auth/components/require-access.tsx"),
  ];
  const shellRoots = [
    src("app/layouts/student-layout.tsx"),
    src("app/routes/student/dashboard.tsx"),
    src("features/dashboard/api/get-first-screen.ts"),
  ];
  const lessonRoots = [src("app/routes/student/material.tsx")];
  /** The lesson's other layouts: sharing a module only with these keeps it in the lesson. */
  const lessonLayouts = [
    src("app/routes/student/material-v2.tsx"),
    src("app/routes/student/material-legacy.tsx"),
  ];
  /**
   * What the entry loads on its own before any page's code: these modules and everything they
   * load stay out of the groups. A cold lesson starts its Markdown and KaTeX loads through the
   * renderer's loader at once; in the lesson's group the loader (or the renderer) would wait for
   * that group and everything it imports.
   */
  const standaloneRoots = [src("shared/math/lib/load-math-renderer.ts")];
  /** Pages of the student area: sharing a module only with these keeps it in the shell. */
  const studentOnly = (id: string) => id.startsWith(src("app/routes/student/")) || shellRoots.includes(id);

  let groups: Map<string, string> | null = null;
  /** The entry's modules and the math renderer's, once planned. */
  let firstScreenOthers = new Set<string>();
  function plan(graph: ModuleGraph): Map<string, string> {
    const result = new Map<string, string>();
    const taken = staticClosure(graph, [entry]);
    const standalone = new Set(
      reach(graph, standaloneRoots, (info) => [...info.importedIds, ...info.dynamicallyImportedIds]).keys(),
    );
    firstScreenOthers = new Set([...taken, ...standalone]);
    const lazyEntries = [...dynamicEntries(graph, entry)];
    /** Modules some lazily loaded page outside `inside` reaches. */
    const usedOutside = (inside: (id: string) => boolean) =>
      staticClosure(
        graph,
        lazyEntries.filter((id) => !inside(id) && !taken.has(id)),
      );
    /** Puts the modules `roots` reach that no earlier group took into `name` (or `shared`). */
    const capture = (roots: string[], name: string, shared: string, inside: (id: string) => boolean) => {
      const members = [...staticClosure(graph, roots)].filter((id) => !taken.has(id) && !standalone.has(id));
      const outside = usedOutside((id) => roots.includes(id) || inside(id));
      for (const id of members) {
        result.set(id, outside.has(id) ? shared : name);
        taken.add(id);
      }
    };
    capture(siteRoots, "public-site", "public-shared", () => false);
    capture(coreRoots, "app-core", "app-core", () => false);
    capture(shellRoots, "student-shell", "app-shared", studentOnly);
    capture(lessonRoots, "lesson", "learning-shared", (id) => lessonLayouts.includes(id));
    return result;
  }

  return {
    groupOf(moduleId, graph) {
      groups ??= plan(graph);
      return groups.get(moduleId) ?? null;
    },
    onFirstScreens(moduleId) {
      return groups !== null && (groups.has(moduleId) || firstScreenOthers.has(moduleId));
    },
  };
}
