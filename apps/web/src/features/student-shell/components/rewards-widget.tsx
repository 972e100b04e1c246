import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Coins, Star } from "lucide-react";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast-store";
import { Tooltip } from "@/components/ui/tooltip";
import { onFirstUse } from "@/lib/on-first-use";
import { progressKeys } from "@/shared/progress/keys";
import { walletQueryOptions } from "@/shared/rewards/get-wallet";
import { rewardKeys } from "@/shared/rewards/keys";
import { REWARDS_EARNED_EVENT, readRewardsEarnedDetail } from "@/shared/rewards-events";
import { celebrationMessages } from "../celebrations";

const LEADERBOARD_PATH = "/student/rewards/leaderboard";

// Made when the wallet first shows, not when the shell's code is evaluated (issue 21).
const pointsFormat = onFirstUse(() => new Intl.NumberFormat("en-US"));
const cashFormat = onFirstUse(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));

/**
 * Points and cash from the wallet (spec 2.8, 7.6): hidden until loaded, and when the call fails or
 * no token is stored. Refetched on every `rewards-earned` event, whose level-ups and streak
 * milestones are celebrated. A click is a full page load of the leaderboard.
 */
export function RewardsWidget({ studentId }: { studentId: number | null }) {
  const query = useQuery(walletQueryOptions(studentId));
  const queryClient = useQueryClient();

  useEffect(() => {
    const onEarned = (event: Event) => {
      void queryClient.invalidateQueries({ queryKey: rewardKeys.wallet(studentId) });
      void queryClient.invalidateQueries({ queryKey: progressKeys.xpAll() });
      const messages = celebrationMessages(readRewardsEarnedDetail(event));
      const [title, ...rest] = messages;
      if (title) toast({ variant: "celebration", title, description: rest.join(" ") || undefined });
    };
    window.addEventListener(REWARDS_EARNED_EVENT, onEarned);
    return () => window.removeEventListener(REWARDS_EARNED_EVENT, onEarned);
  }, [queryClient, studentId]);

  if (!query.isSuccess) return null;
  const { points_total, cash_balance } = query.data;
  return (
    <Tooltip content="View leaderboard" side="bottom">
      <button
        type="button"
        data-testid="rewards-widget"
        onClick={() => window.location.assign(LEADERBOARD_PATH)}
        className="flex h-10 shrink-0 items-center gap-2 rounded-full border border-amber-200 bg-amber-50 px-3 text-sm font-semibold text-amber-900 hover:bg-amber-100"
      >
        {/* The name is the visible numbers with their words around them (axe: label-content-name-mismatch). */}
        <span className="sr-only">Rewards: </span>
        <span className="flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
          <span data-testid="rewards-points">{pointsFormat().format(points_total)}</span>
          <span className="sr-only"> points, </span>
        </span>
        <span aria-hidden className="h-4 w-px bg-amber-200" />
        <span className="flex items-center gap-1">
          <Coins aria-hidden className="size-4 text-emerald-600" />
          <span data-testid="rewards-cash">{cashFormat().format(cash_balance)}</span>
          <span className="sr-only">. View leaderboard</span>
        </span>
      </button>
    </Tooltip>
  );
}
