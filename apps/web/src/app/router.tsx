import type { Access } from "@app/domain/access";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageSpinner } from "@/components/ui/spinner";
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
                children: appRoutes.filter(isStudentAreaRoute).map(toRouteObject),
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
