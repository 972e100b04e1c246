import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { cashRewardsQueryOptions } from "@/shared/rewards/get-cash-rewards";

const money = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" });
const day = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });

/** The rewards a parent gave a child, newest first (decisions.md 5). */
export function CashHistory({ studentId, firstName }: { studentId: number; firstName: string }) {
  const query = useQuery(cashRewardsQueryOptions(studentId));
  if (query.isPending) return <Skeleton className="h-10" />;
  if (query.isError)
    return (
      <Alert tone="error">
        {firstName}'s rewards didn't load: {query.error.message}
      </Alert>
    );
  if (query.data.rewards.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No rewards yet. A reward with a reason shows in {firstName}'s wallet.
      </p>
    );
  }
  return (
    <ul aria-label={`${firstName}'s rewards`} className="grid gap-1.5 text-sm">
      {query.data.rewards.map((reward) => (
        <li key={reward.id} className="flex items-baseline justify-between gap-3">
          <span className="min-w-0">
            <span className="text-slate-900">{reward.reason}</span>
            <span className="text-xs text-slate-500">
              {" "}
              · {day.format(new Date(reward.created_at))}
              {reward.granted_by ? ` · from ${reward.granted_by}` : ""}
            </span>
          </span>
          <span className="shrink-0 font-semibold text-emerald-700">{money.format(reward.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
