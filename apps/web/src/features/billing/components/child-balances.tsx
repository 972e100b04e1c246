import type { BillingChild } from "@app/contract/billing";
import { CREDIT_KIND_LABELS, PLAN_LABELS } from "@app/domain/credits";
import { Bot, GraduationCap } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format-money";

/** Each child's usable credits, the two kinds side by side (never added), with every package and its expiry. */
export function ChildBalances({ familyChildren: children }: { familyChildren: BillingChild[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {children.map((child) => (
        <li key={child.id}>
          <Card aria-label={`${child.name}'s credits`}>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>{child.name}</CardTitle>
              <span className="flex flex-wrap items-center gap-2" data-testid="child-plan">
                <Badge tone="brand">{PLAN_LABELS[child.plan]} plan</Badge>
                {child.plan_paid_until && (
                  <span className="text-xs text-slate-600">
                    {new Date(child.plan_paid_until).getTime() > Date.now() ? "paid until" : "ended"}{" "}
                    {formatDay(child.plan_paid_until)}
                  </span>
                )}
              </span>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid grid-cols-2 gap-3">
                <Balance
                  label={CREDIT_KIND_LABELS["tutor-session"]}
                  value={child.balances["tutor-session"]}
                  icon={GraduationCap}
                  testId="tutor-session-balance"
                />
                <Balance
                  label={CREDIT_KIND_LABELS["ai-session"]}
                  value={child.balances["ai-session"]}
                  icon={Bot}
                  testId="ai-session-balance"
                />
              </dl>
              <Packages credits={child.credits} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Balance({
  label,
  value,
  icon: Icon,
  testId,
}: {
  label: string;
  value: number;
  icon: typeof Bot;
  testId: string;
}) {
  return (
    <div className="grid gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Icon aria-hidden className="size-4 text-brand-700" />
        {label}
      </dt>
      <dd className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Packages({ credits }: { credits: BillingChild["credits"] }) {
  const shown = credits.filter((c) => c.remaining > 0 || !c.isExpired);
  if (shown.length === 0)
    return <p className="text-sm text-slate-600">No credits yet: buy a package below.</p>;
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
        Packages and expiry dates ({shown.length})
      </summary>
      <p className="mt-2 text-xs text-slate-500">Credits are spent from the package that expires first.</p>
      <ul className="mt-2 grid gap-1.5">
        {shown.map((c) => (
          <li
            key={c.id}
            className={cn(
              "flex flex-wrap items-baseline justify-between gap-x-3",
              c.isExpired && "text-slate-400",
            )}
          >
            <span className="text-slate-800">
              {c.remaining} of {c.total} {CREDIT_KIND_LABELS[c.type].toLowerCase()}
              {c.isMonthlyGrant && " (this month's plan allowance)"}
            </span>
            <span className={cn("text-xs", c.isExpired ? "font-medium text-red-700" : "text-slate-500")}>
              {c.isExpired ? "Expired" : "Expires"} {formatDay(c.expiryDate)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
