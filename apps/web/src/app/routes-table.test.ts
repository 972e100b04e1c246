import { isPagePath, PAGE_ROUTES, SPEC_ROUTES } from "@app/contract/page-routes";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildRoutes } from "./router";
import { appRoutes, STUDENT_REDIRECT_PATH } from "./routes-table";

/*
 * The spec's route map (docs/spec/routes.json), kept as the contract's own data file
 * (packages/contract/src/spec-routes.json, read by the server too; a test holds the two equal);
 * update both when the spec's map changes.
 */
const specRoutes = SPEC_ROUTES;

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

  it("flags WebAssembly on the pages the server's page table flags, and no others (decision 037)", () => {
    const flagged = (routes: readonly { runsWasm?: boolean }[]) =>
      routes.map((route) => route.runsWasm === true);
    expect(flagged(appRoutes.filter((route) => route.path !== STUDENT_REDIRECT_PATH))).toEqual(
      flagged(PAGE_ROUTES.slice(0, SPEC_ROUTES.length)),
    );
    expect(appRoutes.filter((route) => route.runsWasm).length).toBeGreaterThan(0);
  });

  it("lists each path once, each with a title", () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of appRoutes) expect(route.title.trim(), route.path).not.toBe("");
  });

  it("gives every page of a built area its own page, and leaves the others to the coming-soon page", () => {
    // Areas whose issues are done: foundation, the student portal, learning, assignments, and the
    // public site with its admin pages (issue 13), the 3D spaces (issue 27) and the Python course (issue 25).
    const builtAreas = new Set([
      "foundation",
      "student-portal",
      "learning",
      "assignments",
      "public-site",
      "3d",
      "python",
    ]);
    const builtPaths = new Set([
      // The tutoring area so far (issue 12): recruitment, its review, and the tutor area.
      "/join-tutor",
      "/admin/tutors",
      "/tutor",
      "/tutor/students",
      "/tutor/students/:id",
      "/book/*",
      "/student/schedule",
      "/admin/calendar",
      // Credits and payments (issue 12).
      "/admin/clients",
      "/admin/students",
      "/admin/payments",
      "/student/messages",
      // Games (issue 23): the hub, the engines, the simulator, the swipe deck demo and the verb
      // games and listen-and-speak.
      "/student/french-verb-game",
      "/student/french-verb-game-legacy",
      "/student/french-verb-game-setup-comparison",
      "/student/spanish-verb-game",
      "/student/games",
      "/student/spanish-listen-speak",
      "/student/games/play",
      "/student/play/:engine/:cardId",
      "/student/gamification-test",
      "/test-swipe-deck",
      // Interactive math (issue 26); the thinking chamber is the AI tutor's.
      "/student/geometry-demo",
      "/admin/geometry-authoring",
      "/test/math-games",
      "/test/math-games/geometry-construction",
      "/test/math-games/shape-manipulation",
      "/test/math-games/function-graphing",
      "/test/math-games/coordinate-geometry",
      "/test/math-games/api-test",
      // The AI tutor's step-by-step space (issue 24), listed under the math area.
      "/test/thinking-chamber",
    ]);
    for (const route of appRoutes) {
      if (route.path === "/" || route.path === STUDENT_REDIRECT_PATH) continue;
      if (builtAreas.has(route.area) || builtPaths.has(route.path))
        expect(route.page, route.path).toBeTypeOf("function");
      else expect(route.page, route.path).toBeUndefined();
    }
  });

  it("agrees with the server on which addresses are pages (the server answers the others with 404)", {
    timeout: 30_000,
  }, () => {
    const routes = buildRoutes();
    const isRouterPage = (path: string) => {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      return leaf !== undefined && leaf.path !== "*";
    };
    const samples = [
      ...appRoutes.flatMap((route) => {
        const filled = route.path.replace(/:[\w-]+\??/g, "x1").replace(/\*$/, "a/b");
        return [
          filled,
          `${filled}/`,
          `${filled}/extra`,
          filled.toUpperCase(),
          route.path.replace(/\/:[\w-]+\?$/, ""),
        ];
      }),
      "/no-such-page",
      "//student/dashboard",
      "/student/material/%E2%9C%93",
      "/book",
    ];
    const disagreements = samples.filter((path) => isRouterPage(path) !== isPagePath(path));
    expect(disagreements).toEqual([]);
    expect(samples.filter((path) => !isRouterPage(path)).length).toBeGreaterThan(50);
  });
});
