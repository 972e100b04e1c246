import type { Access } from "@app/domain/access";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { requestFirstScreen } from "@/features/dashboard/api/request-first-screen";
import { type ColdLesson, requestColdLesson } from "@/features/materials/api/request-cold-lesson";
import { getAuthToken } from "@/lib/api-client";
import { keepDocumentPolicy } from "./document-policy";
import { RootLayout } from "./layouts/root-layout";
import { RouteErrorScreen } from "./route-error-screen";
import { type AppRoute, appRoutes } from "./routes-table";

/** A table entry as a lazy route: its own page, or the coming-soon page under its title. */
function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    lazy: async () => {
      if (route.page) {
        const { default: Component } = await route.page();
        return { Component };
      }
      const { ComingSoon } = await import("@/components/coming-soon");
      return { element: <ComingSoon title={route.title} /> };
    },
  };
}

/** The dashboard's addresses: a cold load of one takes its first screen from one call (issue 14). */
const FIRST_SCREEN_PATHS = ["/student", "/student/dashboard"];
/** The first screen's call of this page load, until the dashboard's loader takes it. */
let coldFirstScreen: Promise<unknown> | null = null;

/**
 * Sends the first screen's call when the page is loaded at a dashboard address by someone signed
 * in: before the router asks for any code, so that the call is not queued behind the page's
 * scripts (a browser opens six connections to the server). A parent's address names the selected
 * child; without one the server answers for the first, as the selection does.
 */
function startColdFirstScreen(): void {
  if (typeof window === "undefined" || getAuthToken() === null) return;
  if (!FIRST_SCREEN_PATHS.includes(window.location.pathname)) return;
  const addressId = new URLSearchParams(window.location.search).get("student_id");
  coldFirstScreen = requestFirstScreen(addressId && /^\d+$/.test(addressId) ? Number(addressId) : null);
}

/**
 * On the page load of a dashboard address, fills the query cache with the profile and the cards
 * from that one call before the page renders; later visits read the cache and each card's own call.
 */
async function firstScreenLoader(): Promise<null> {
  const answer = coldFirstScreen;
  coldFirstScreen = null;
  if (answer === null) return null;
  try {
    const [{ loadFirstScreen }, { queryClient }] = await Promise.all([
      import("@/features/dashboard/api/get-first-screen"),
      import("@/lib/query-client"),
    ]);
    await loadFirstScreen(queryClient, answer);
  } catch {
    // The code did not load (a flaky network): the page loads it again and asks each card's call.
  }
  return null;
}

/** The lesson page's address: a cold load sends its lesson's calls first too (issue 21). */
const LESSON_PATH = "/student/material/:id";
let coldLesson: ColdLesson | null = null;

/** Sends a cold lesson page's calls, signed in, before the router asks for any code. */
function startColdLesson(): void {
  if (typeof window === "undefined" || getAuthToken() === null) return;
  const match = /^\/student\/material\/(\d+)$/.exec(window.location.pathname);
  if (match) coldLesson = requestColdLesson(Number(match[1]));
}

/** On the cold load of a lesson page, fills the cache with the lesson and the profile first. */
async function coldLessonLoader({ params }: { params: { id?: string } }): Promise<null> {
  const cold = coldLesson;
  coldLesson = null;
  if (cold === null || String(cold.id) !== params.id) return null;
  try {
    const [{ loadColdLesson }, { queryClient }] = await Promise.all([
      import("@/features/materials/api/load-cold-lesson"),
      import("@/lib/query-client"),
    ]);
    await loadColdLesson(queryClient, cold);
  } catch {
    // The code did not load: the page loads it again and asks its own calls.
  }
  return null;
}

/** A student-area route, with the first screen's loader on the dashboard's and a lesson's addresses. */
function toStudentRouteObject(route: AppRoute): RouteObject {
  const object = toRouteObject(route);
  if (FIRST_SCREEN_PATHS.includes(route.path)) return { ...object, loader: firstScreenLoader };
  return route.path === LESSON_PATH ? { ...object, loader: coldLessonLoader } : object;
}

/** The student area (spec 2.3): its signed-in pages sit inside the student shell. */
function isStudentAreaRoute(route: AppRoute): boolean {
  return route.access === "signed-in" && (route.path === "/student" || route.path.startsWith("/student/"));
}

/** A pathless route that guards its children; the guard itself is loaded lazily. */
function guardedGroup(access: Exclude<Access, "public">, routes: readonly AppRoute[]): RouteObject {
  return guard(access, `guard-${access}`, routes.map(toRouteObject));
}

/** A pathless route that loads the guard lazily and renders its children when allowed. */
function guard(access: Exclude<Access, "public">, id: string, children: RouteObject[]): RouteObject {
  return {
    id,
    lazy: async () => {
      const { RequireAccess } = await import("@/features/auth/components/require-access");
      return { element: <RequireAccess access={access} /> };
    },
    children,
  };
}

/** Builds the route objects from the one route table (exported for tests). */
export function buildRoutes(): RouteObject[] {
  const withAccess = (access: Access) => appRoutes.filter((route) => route.access === access);
  return [
    {
      id: "root",
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: PageSpinner,
      children: [
        {
          id: "site",
          lazy: async () => {
            const { SiteLayout } = await import("./layouts/site-layout");
            return { Component: SiteLayout };
          },
          children: [
            // The landing page needs no query cache; keeping it outside keeps the first page small.
            ...withAccess("public")
              .filter((route) => route.path === "/")
              .map(toRouteObject),
            {
              id: "data",
              lazy: async () => {
                const { QueryLayout } = await import("./layouts/query-layout");
                return { Component: QueryLayout };
              },
              children: [
                ...withAccess("public")
                  .filter((route) => route.path !== "/")
                  .map(toRouteObject),
                guardedGroup(
                  "signed-in",
                  withAccess("signed-in").filter((route) => !isStudentAreaRoute(route)),
                ),
                guardedGroup("tutor", withAccess("tutor")),
                guardedGroup("admin", withAccess("admin")),
                {
                  path: "*",
                  lazy: () => import("./routes/not-found").then(({ default: Component }) => ({ Component })),
                },
              ],
            },
          ],
        },
        {
          // The student portal has its own frame (spec 2.8) instead of the site's header and footer.
          id: "student-data",
          lazy: async () => {
            const { QueryLayout } = await import("./layouts/query-layout");
            return { Component: QueryLayout };
          },
          children: [
            guard("signed-in", "guard-student", [
              {
                id: "student-shell",
                lazy: async () => {
                  const { StudentLayout } = await import("./layouts/student-layout");
                  return { Component: StudentLayout };
                },
                children: appRoutes.filter(isStudentAreaRoute).map(toStudentRouteObject),
              },
            ]),
          ],
        },
      ],
    },
  ];
}

/**
 * The app's data router (base path /); a cold dashboard load sends its first screen's call first;
 * the pages that run WebAssembly are always loaded as documents of their own.
 */
export function createAppRouter() {
  startColdFirstScreen();
  startColdLesson();
  const router = createBrowserRouter(buildRoutes());
  keepDocumentPolicy(router);
  return router;
}
