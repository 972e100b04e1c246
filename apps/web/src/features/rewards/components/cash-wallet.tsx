import { useQuery } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { CashRewardRow, formatCash } from "@/shared/rewards/cash-reward-row";
import { cashRewardsQueryOptions } from "@/shared/rewards/get-cash-rewards";

const SHOWN = 5;

/** The cash wallet (decisions.md 5): the balance and the latest rewards with who gave them and why. */
export function CashWallet({ studentId, childName }: { studentId: number | null; childName: string | null }) {
  const query = useQuery(cashRewardsQueryOptions(studentId));
  const whose = childName ? `${childName}'s` : "Your";
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet aria-hidden className="size-5" />
          {whose} wallet
        </CardTitle>
        <CardDescription>Cash rewards from a parent, with the reason for each.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <Skeleton className="h-16" />
        ) : query.isError ? (
          <Alert tone="error">The wallet didn't load: {query.error.message}</Alert>
        ) : (
          <>
            <p className="text-3xl font-semibold text-slate-900" data-testid="wallet-balance">
              <span className="sr-only">Balance: </span>
              {formatCash(query.data.cash_balance)}
            </p>
            {query.data.rewards.length === 0 ? (
              <p className="text-sm text-slate-600">No rewards yet. Keep your streak going!</p>
            ) : (
              <ul aria-label="Rewards" className="grid gap-2 text-sm">
                {query.data.rewards.slice(0, SHOWN).map((reward) => (
                  <CashRewardRow key={reward.id} reward={reward} variant="wallet" />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
