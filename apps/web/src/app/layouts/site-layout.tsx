import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public site's frame: header, the page, footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        {/* A new page gets a fresh boundary, so an error does not follow the visitor around. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
