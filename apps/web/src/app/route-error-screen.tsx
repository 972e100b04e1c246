import { useLayoutEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { dismissPrepaint } from "@/lib/prepaint";

/** The router's last-resort fallback for errors no page caught (spec 2.8). */
export function RouteErrorScreen() {
  const error = useRouteError();
  // Shown in the root layout's place: the server's prepaint (decision 072) goes here too.
  useLayoutEffect(() => dismissPrepaint(), []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
      <p className="text-slate-600">
        Something broke while loading this page. Reloading usually fixes it; if it keeps happening, please let
        us know.
      </p>
      {detail && (
        <pre className="max-w-full overflow-x-auto rounded bg-slate-100 px-3 py-2 text-xs">{detail}</pre>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        {/* A full page load: the router itself may be what failed. */}
        <a href="/" className={buttonClasses({ variant: "outline" })}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}
