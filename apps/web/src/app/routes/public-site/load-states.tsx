import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { describeFailure } from "@/lib/api-errors";

/** Placeholder blocks while a page's data loads. */
export function LoadingBlocks({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 md:grid-cols-3">
      {["first", "second", "third"].slice(0, count).map((slot) => (
        <Skeleton key={slot} className="h-64 rounded-2xl" />
      ))}
    </div>
  );
}

/** A load failure with a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="error" title="This didn't load">
      <p>{describeFailure(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
