import { describe, expect, it } from "vitest";
import { appRoutes, STUDENT_REDIRECT_PATH } from "./routes-table";

interface SpecRoute {
  path: string;
  access: string;
  area: string;
}

/*
 * shared/ sits beside the repository (locally and in CI, beside the clone), so the spec's
 * routes.json is ../shared/spec/routes.json from the repository root. This project is typed for
 * the browser, so Node's fs is imported untyped for this one read.
 */
const testFileUrl = import.meta.url; // not inlined: Vite would rewrite new URL(…, import.meta.url)
const repoRoot = new URL("../../../../", testFileUrl);
const routesJsonUrl = new URL("../shared/spec/routes.json", repoRoot);
const fsModuleName: string = "node:fs";
const { readFileSync } = (await import(/* @vite-ignore */ fsModuleName)) as {
  readFileSync: (file: string, encoding: "utf8") => string;
};
const specRoutes = (
  JSON.parse(readFileSync(decodeURIComponent(routesJsonUrl.pathname), "utf8")) as { routes: SpecRoute[] }
).routes;

describe("the route table (routes.json)", () => {
  it("reads the spec's routes", () => {
    expect(specRoutes.length).toBeGreaterThan(100);
  });

  it("has every spec path, with the same access level and area", () => {
    const table = new Map(appRoutes.map((route) => [route.path, route]));
    for (const spec of specRoutes) {
      const route = table.get(spec.path);
      expect(route, `missing ${spec.path}`).toBeDefined();
      expect({ path: spec.path, access: route?.access, area: route?.area }).toEqual(spec);
    }
  });

  it("has nothing else but the student redirect route", () => {
    const specPaths = new Set(specRoutes.map((route) => route.path));
    const extra = appRoutes.filter((route) => !specPaths.has(route.path)).map((route) => route.path);
    expect(extra).toEqual([STUDENT_REDIRECT_PATH]);
    const redirect = appRoutes.find((route) => route.path === STUDENT_REDIRECT_PATH);
    expect(redirect).toMatchObject({ access: "signed-in", area: "learning" });
  });

  it("lists each path once, each with a title", () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of appRoutes) expect(route.title.trim(), route.path).not.toBe("");
  });

  it("gives every page of a built area its own page, and leaves the others to the coming-soon page", () => {
    // Areas whose issues are done: foundation, the student portal and learning.
    const builtAreas = new Set(["foundation", "student-portal", "learning"]);
    for (const route of appRoutes) {
      if (route.path === "/" || route.path === STUDENT_REDIRECT_PATH) continue;
      if (builtAreas.has(route.area)) expect(route.page, route.path).toBeTypeOf("function");
      else expect(route.page, route.path).toBeUndefined();
    }
  });
});
