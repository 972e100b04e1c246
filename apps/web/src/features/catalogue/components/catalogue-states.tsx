import type { ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toPageTitle } from "@/lib/site";
import { cataloguePaths } from "../lib/catalogue-paths";

/** The frame of every catalogue page: centred, readable at 375 px and roomy at 1280 px. */
export function CatalogueFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 sm:py-12">
      {children}
    </div>
  );
}

/** A page-shaped placeholder while the catalogue loads. */
export function CatalogueSkeleton({ label }: { label: string }) {
  return (
    <CatalogueFrame>
      <div role="status" aria-label={label} className="grid gap-6">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-full max-w-xl" />
        <div className="grid gap-3">
          {["a", "b", "c"].map((key) => (
            <Skeleton key={key} className="h-24 rounded-xl" />
          ))}
        </div>
      </div>
    </CatalogueFrame>
  );
}

/** What a visitor sees for a course, unit or lesson that does not exist. */
export function CatalogueNotFound({ what }: { what: "course" | "unit" | "lesson" }) {
  const title = `We couldn't find that ${what}`;
  return (
    <CatalogueFrame>
      <title>{toPageTitle(title)}</title>
      <div className="grid justify-items-start gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-600">
          The address may be old or mistyped. Every course is listed in the library.
        </p>
        <Link to={cataloguePaths.library} className={buttonClasses({ variant: "outline" })}>
          Browse the library
        </Link>
      </div>
    </CatalogueFrame>
  );
}

/** A load failure with a retry. */
export function CatalogueError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <CatalogueFrame>
      <Alert tone="error" title="This page didn't load">
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    </CatalogueFrame>
  );
}
