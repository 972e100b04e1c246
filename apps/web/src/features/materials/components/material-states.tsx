import { INVALID_TEMPLATE_ID } from "@app/contract/learning";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api-client";
import { toPageTitle } from "@/lib/site";

/** The page for an id that breaks the template-id rule (spec 5, 8). */
export function InvalidTemplateId({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <div className="grid gap-4">
      <title>{toPageTitle(INVALID_TEMPLATE_ID)}</title>
      <Alert tone="error" title={INVALID_TEMPLATE_ID}>
        A material's address ends in its number, like /material/176.
      </Alert>
      <Link to={backHref} className="text-sm font-medium text-brand-700 hover:underline">
        {backLabel}
      </Link>
    </div>
  );
}

/** The material page's shape while it loads. */
export function MaterialSkeleton() {
  return (
    <div role="status" aria-label="Loading the material" className="grid gap-6">
      <div className="grid gap-3">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4" />
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}

/** A failed template fetch (spec 8 "Failed to fetch material template"); a 404 says so plainly. */
export function MaterialLoadError({
  error,
  onRetry,
  backHref,
  backLabel,
}: {
  error: Error;
  onRetry: () => void;
  backHref: string;
  backLabel: string;
}) {
  const isMissing = isApiError(error, 404);
  return (
    <div className="grid gap-3">
      <Alert tone="error" title={isMissing ? "Material not found" : "Failed to fetch material template"}>
        <p>{isMissing ? "There is no material with this number." : error.message}</p>
      </Alert>
      <div className="flex flex-wrap items-center gap-3">
        {!isMissing && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Link to={backHref} className="text-sm font-medium text-brand-700 hover:underline">
          {backLabel}
        </Link>
      </div>
    </div>
  );
}
