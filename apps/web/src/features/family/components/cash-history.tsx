import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { CashRewardRow } from "@/shared/rewards/cash-reward-row";
import { cashRewardsQueryOptions } from "@/shared/rewards/get-cash-rewards";

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
        <CashRewardRow key={reward.id} reward={reward} variant="history" />
      ))}
    </ul>
  );
}
