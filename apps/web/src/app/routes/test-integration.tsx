import { useQuery } from "@tanstack/react-query";
import { PlaceholderPage } from "@/components/placeholder-page";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { healthQueryOptions } from "@/features/health/api/get-health";

/** /test-integration: checks that the web app reaches the API and its database. */
export default function TestIntegrationPage() {
  const health = useQuery(healthQueryOptions);
  return (
    <PlaceholderPage
      title="Integration check"
      description={
        <p>Checks that this web app can reach the API, and that the API can reach its database.</p>
      }
    >
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        {health.isPending && <Skeleton className="h-6 w-48" />}
        {health.isError && <Alert tone="error">The API did not answer: {health.error.message}</Alert>}
        {health.isSuccess && (
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">API</dt>
            <dd>
              <Badge tone="success">{health.data.status}</Badge>
            </dd>
            <dt className="text-slate-600">Database</dt>
            <dd>
              <Badge tone="success">{health.data.database}</Badge>
            </dd>
          </dl>
        )}
        <Button
          variant="outline"
          className="justify-self-start"
          isBusy={health.isFetching}
          busyLabel="Checking…"
          onClick={() => void health.refetch()}
        >
          Check again
        </Button>
      </div>
    </PlaceholderPage>
  );
}
