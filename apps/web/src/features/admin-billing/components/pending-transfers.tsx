import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDay, formatMoney } from "@/lib/format-money";
import { useDecideRequest } from "../api/decide-request";
import { pendingRequestsQueryOptions } from "../api/list-purchase-requests";

/** Bank transfers families asked to make: confirm when the money is in the account (credits granted), or cancel. */
export function PendingTransfers() {
  const query = useQuery(pendingRequestsQueryOptions());
  const decide = useDecideRequest();
  if (query.isPending) return <Skeleton className="h-24" />;
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  return (
    <div className="grid gap-3">
      {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
      {decide.isSuccess && (
        <Alert tone="success">
          {decide.data.status === "confirmed"
            ? `Confirmed: ${decide.data.student_name} has the ${decide.data.offer_name.toLowerCase()}.`
            : `Cancelled ${decide.data.reference}; its invoice is void.`}
        </Alert>
      )}
      {query.data.length === 0 ? (
        <p className="text-slate-600">No bank transfers are waiting. New requests appear here.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {query.data.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              aria-label={`Transfer ${r.reference}`}
            >
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className="font-medium text-slate-900">
                  {r.reference} · {formatMoney(r.amount_cents, r.currency)}
                </span>
                <span className="text-slate-600">
                  {r.payer_name} for {r.student_name}: {r.offer_name}, requested {formatDay(r.created_at)}
                </span>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  isBusy={
                    decide.isPending &&
                    decide.variables?.id === r.id &&
                    decide.variables.decision === "confirm"
                  }
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, decision: "confirm" })}
                  aria-label={`Confirm transfer ${r.reference}`}
                >
                  Money received
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: r.id, decision: "cancel" })}
                  aria-label={`Cancel transfer ${r.reference}`}
                >
                  Cancel
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
