import type { Access } from "@app/domain/access";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
import { requestFirstScreen } from "@/features/dashboard/api/request-first-screen";
import { getAuthToken } from "@/lib/api-client";
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
/** The address the page was loaded at; cleared once its first screen was asked. */
let coldLoadPath: string | null = typeof window === "undefined" ? null : window.location.pathname;

/**
 * On the page load of a dashboard address, fills the query cache with the profile and the cards
 * from one call before the page renders; later visits read the cache and each card's own call.
 */
async function firstScreenLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  if (url.pathname !== coldLoadPath || getAuthToken() === null) return null;
  coldLoadPath = null;
  // The call goes out at once; the code that reads the answer loads meanwhile. A parent's address
  // names the selected child; without one the server answers for the first (as the selection does).
  const addressId = url.searchParams.get("student_id");
  const answer = requestFirstScreen(addressId && /^\d+$/.test(addressId) ? Number(addressId) : null);
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

/** A student-area route, with the first screen's loader on the dashboard's addresses. */
function toStudentRouteObject(route: AppRoute): RouteObject {
  const object = toRouteObject(route);
  return FIRST_SCREEN_PATHS.includes(route.path) ? { ...object, loader: firstScreenLoader } : object;
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

/** The app's data router (base path /). */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
