import { describe, expect, it } from "vitest";
import {
  compilePagePattern,
  isPagePath,
  matchPage,
  PAGE_PATTERNS,
  PAGE_ROUTES,
  SPEC_ROUTES,
  STUDENT_REDIRECT_PATH,
} from "./page-routes.ts";

describe("the app's pages (spec-routes.json and the student redirect)", () => {
  it("reads the spec's route map, and adds the redirect", () => {
    expect(SPEC_ROUTES.length).toBeGreaterThan(100);
    expect(SPEC_ROUTES).toContainEqual({
      path: "/student/dashboard",
      access: "signed-in",
      area: "student-portal",
    });
    expect(PAGE_PATTERNS).toHaveLength(SPEC_ROUTES.length + 1);
    expect(PAGE_PATTERNS.at(-1)).toBe(STUDENT_REDIRECT_PATH);
  });

  it.each([
    "/",
    "/student/dashboard",
    "/student/dashboard/",
    "/Student/Dashboard",
    "/student/dashboard?student_id=3#top",
    "/blog/some-slug",
    "/courses/algebra/units/4/lessons/17",
    "/student/material/12/legacy",
    "/student/go",
    "/student/go/42",
    "/book",
    "/book/",
    "/book/maths/tuesday",
    "/student/material/%E2%9C%93",
    // A segment that cannot be decoded is still a segment, as in the router.
    "/student/material/%E0%A4%A",
  ])("knows %s", (path) => expect(isPagePath(path)).toBe(true));

  it.each([
    "/no-such-page",
    "/student/dashboard/extra",
    "/student/material",
    "/student/go/42/more",
    "/blog/a/b",
    "/bookings",
    "//student/dashboard",
  ])("does not know %s", (path) => expect(isPagePath(path)).toBe(false));

  it("compiles patterns as React Router does", () => {
    expect(compilePagePattern("/a/:id").test("/a/1")).toBe(true);
    expect(compilePagePattern("/a/:id").test("/a/")).toBe(false);
    expect(compilePagePattern("/a/:id?").test("/a")).toBe(true);
    expect(compilePagePattern("/a/b?").test("/a")).toBe(true);
    expect(compilePagePattern("/a/b?").test("/a/b")).toBe(true);
    expect(compilePagePattern("/a.b").test("/aXb")).toBe(false);
    expect(compilePagePattern("*").test("/anything/at/all")).toBe(true);
  });

  it("flags the Python pages, and only them, as running WebAssembly (their CSP allows it)", () => {
    const flagged = PAGE_ROUTES.filter((route) => route.runsWasm).map((route) => route.pattern);
    const python = SPEC_ROUTES.filter((route) => route.area === "python").map((route) => route.path);
    expect(python.length).toBeGreaterThan(0);
    expect(flagged).toEqual(python);
    expect(matchPage("/student/python-learning/week/2?x=1")?.runsWasm).toBe(true);
    expect(matchPage("/student/dashboard")).toEqual({ pattern: "/student/dashboard", runsWasm: false });
    expect(matchPage("/no-such-page")).toBeUndefined();
  });
});
