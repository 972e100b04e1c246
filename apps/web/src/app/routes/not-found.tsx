import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { SignpostIllustration } from "@/components/illustrations/signpost";
import { buttonClasses } from "@/components/ui/button";
import { reportNotFound } from "@/features/site-events/api/report-not-found";
import { paths } from "@/lib/paths";
import { toPageTitle } from "@/lib/site";

/** Any path that is not in the route table (spec 2.1); it is logged here and on the server. */
export default function NotFoundPage() {
  const { pathname, search } = useLocation();
  const reportedPath = useRef<string | null>(null);

  useEffect(() => {
    const path = `${pathname}${search}`;
    // One report per path, even when React runs the effect twice.
    if (reportedPath.current === path) return;
    reportedPath.current = path;
    console.warn(`404: no page at ${path}`);
    reportNotFound(path);
  }, [pathname, search]);

  return (
    <section className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-3 px-4 py-16 text-center sm:py-24">
      <title>{toPageTitle("Page not found")}</title>
      <SignpostIllustration className="h-32" />
      <p className="text-7xl font-bold tracking-tight text-brand-700">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">Oops! Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonClasses({ className: "mt-3" })}>
        Return to Home
      </Link>
    </section>
  );
}
