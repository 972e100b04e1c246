import { z } from "zod";
import specRoutesJson from "./spec-routes.json" with { type: "json" };
import { STUDENT_REDIRECT_PATH } from "./student-redirect.ts";

/*
 * The app's pages, known to the web app and the server alike: the spec's route map
 * (spec-routes.json, every path of product-spec.md section 2 with its access level and area) and
 * the student-area redirect. The web app builds its router from the same paths (routes-table.ts,
 * held to this list by a test); the server answers any other address with 404 (the web plugin).
 */

const specRouteSchema = z.strictObject({
  path: z.string().startsWith("/"),
  access: z.enum(["public", "signed-in", "tutor", "admin"]),
  area: z.string().min(1),
});
export type SpecRoute = z.infer<typeof specRouteSchema>;

/** The spec's route map (product-spec.md section 2, decisions.md section 1). */
export const SPEC_ROUTES: readonly SpecRoute[] = z
  .object({ routes: z.array(specRouteSchema).min(1) })
  .parse(specRoutesJson).routes;

/** The student-area redirect route (spec 2.3): an id goes to /student/material/{id}, none to /student. */
export { STUDENT_REDIRECT_PATH };

/** Every page pattern of the app, in React Router's syntax (`:param`, `:param?`, a trailing `*`). */
export const PAGE_PATTERNS: readonly string[] = [
  ...SPEC_ROUTES.map((route) => route.path),
  STUDENT_REDIRECT_PATH,
];

/**
 * A pattern as a regular expression that matches what React Router 7's matchPath matches (its
 * compilePath, followed step by step): a segment per `:param`, an optional one per `:param?` or
 * `static?`, any rest (or none) for a trailing `*`, an optional trailing slash, any letter case.
 */
export function compilePagePattern(pattern: string): RegExp {
  const isSplat = pattern.endsWith("*");
  const body = pattern
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:[\w-]+(\?)?/g, (_, isOptional?: string) => (isOptional ? "(?:/[^/]*)?" : "/[^/]+"))
    .replace(/\/([\w-]+)\?(\/|$)/g, "(/$1)?$2");
  const tail = isSplat ? (pattern === "*" || pattern === "/*" ? ".*" : "(?:/.+|/*)") : "/*";
  return new RegExp(`^${body}${tail}$`, "i");
}

/**
 * The pages that run WebAssembly: the Python course (spec 2.3) runs Python in the browser. Only
 * their Content-Security-Policy allows compiling WebAssembly ('wasm-unsafe-eval'); no page ever
 * allows eval itself (decision 037).
 */
const WASM_PAGE_PATTERNS: ReadonlySet<string> = new Set([
  "/student/python-learning/dashboard",
  "/student/python-learning/ide",
  "/student/python-learning/week/:weekNumber",
]);

/** One page of the table: its pattern, and what its document may do beyond the strict default. */
export interface PageRoute {
  pattern: string;
  /** The page compiles WebAssembly, so its CSP carries 'wasm-unsafe-eval'. */
  runsWasm: boolean;
}

/** Every page of the app with its flags, in the order of PAGE_PATTERNS. */
export const PAGE_ROUTES: readonly PageRoute[] = PAGE_PATTERNS.map((pattern) => ({
  pattern,
  runsWasm: WASM_PAGE_PATTERNS.has(pattern),
}));

const PAGE_MATCHERS = PAGE_ROUTES.map((route) => ({ route, matcher: compilePagePattern(route.pattern) }));

/** Decodes each segment as the router does; an address that cannot be decoded stays as it is. */
function decodePathname(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/** The page of the table at this path (the query and hash are ignored), if the app has one. */
export function matchPage(url: string): PageRoute | undefined {
  const pathname = decodePathname(url.split(/[?#]/, 1)[0] ?? "");
  return PAGE_MATCHERS.find(({ matcher }) => matcher.test(pathname))?.route;
}

/** True when the web app has a page at this path (the query and hash are ignored). */
export function isPagePath(url: string): boolean {
  return matchPage(url) !== undefined;
}
