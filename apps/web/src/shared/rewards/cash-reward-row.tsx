import type { CashReward } from "@app/contract/rewards";

const money = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" });
const shortDay = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" });
const fullDay = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });

/** A cash amount (dollars) as the wallet, the family page and the reward dialog show it. */
export function formatCash(amount: number): string {
  return money.format(amount);
}

/**
 * One cash reward: its reason, day and giver, and the amount (decisions.md 5). The child's wallet
 * shows "+$5" beside a short day; the parent's history the plain amount beside the day and year.
 */
export function CashRewardRow({ reward, variant }: { reward: CashReward; variant: "wallet" | "history" }) {
  const isWallet = variant === "wallet";
  const day = (isWallet ? shortDay : fullDay).format(new Date(reward.created_at));
  return (
    <li className="flex items-baseline justify-between gap-3">
      <span className="min-w-0">
        <span className={isWallet ? "font-medium text-slate-900" : "text-slate-900"}>{reward.reason}</span>
        <span className="text-xs text-slate-500">
          {" "}
          · {day}
          {reward.granted_by ? ` · from ${reward.granted_by}` : ""}
        </span>
      </span>
      <span className="shrink-0 font-semibold text-emerald-700">
        {isWallet ? "+" : ""}
        {formatCash(reward.amount)}
      </span>
    </li>
  );
}
