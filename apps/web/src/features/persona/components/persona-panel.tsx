import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { personaQueryOptions } from "../api/get-persona";
import { PersonaForm } from "./persona-form";

/** Loads the selected student's persona and shows the form, a skeleton, or the load failure. */
export function PersonaPanel({ studentId }: { studentId: number | null }) {
  const query = useQuery(personaQueryOptions(studentId));
  if (query.isError) {
    return (
      <Alert tone="error" title="Failed to load persona">
        <p>{query.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          isBusy={query.isFetching}
          busyLabel="Trying again…"
          onClick={() => void query.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  // The form starts from the stored values, so it waits for this visit's answer.
  if (query.isPending || !query.isFetchedAfterMount) return <PersonaSkeleton />;
  return (
    <PersonaForm key={`${studentId}-${query.data.student_id}`} data={query.data} studentId={studentId} />
  );
}

function PersonaSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading your tutor preferences">
      <div className="grid max-w-md gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-full" />
      </div>
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-20" />
          <div className="grid gap-2 sm:grid-cols-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </div>
      ))}
      <Skeleton className="h-14 w-full" />
    </div>
  );
}
