import type { CreditEntry } from "@app/contract/dashboard";
import { useQuery } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { ProgressBar } from "@/components/ui/progress-bar";
import { getAuthToken } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { balanceQueryOptions } from "../api/get-balance";
import { formatDate } from "../format";
import { buildSampleCredits } from "../sample-data";
import { DashboardPanel, PanelEmpty, PanelSkeleton } from "./dashboard-panel";

const creditLabel: Record<CreditEntry["type"], string> = {
  "ai-session": "AI tutor sessions",
  "tutor-session": "Tutor sessions",
};

/** Lesson credits per type with what is left and when it expires; a parent also sees each child (spec 3). */
export function BalancePanel({
  studentId,
  isParentAccount,
  timeZone,
}: {
  studentId: number | null;
  isParentAccount: boolean;
  timeZone?: string;
}) {
  const query = useQuery(balanceQueryOptions(studentId));
  const isSample = getAuthToken() === null || query.isError;
  const credits = isSample ? buildSampleCredits() : query.data?.credits;
  const children = isSample ? undefined : query.data?.students;

  return (
    <DashboardPanel title="Lesson balance" icon={Wallet} isSample={isSample}>
      {!credits ? (
        <PanelSkeleton rows={2} />
      ) : credits.length === 0 ? (
        <PanelEmpty title="No lesson credits">Credits you buy appear here with their expiry date.</PanelEmpty>
      ) : (
        <ul className="grid gap-3">
          {credits.map((credit) => (
            <CreditRow key={credit.id} credit={credit} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {isParentAccount && children && children.length > 0 && (
        <div className="grid gap-1.5 border-t border-slate-100 pt-3">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Each child's credits
          </h3>
          <ul className="grid gap-1">
            {children.map((child) => (
              <li key={child.id} className="flex items-center justify-between text-sm">
                <span
                  className={cn("text-slate-700", child.id === studentId && "font-semibold text-slate-900")}
                >
                  {child.name}
                </span>
                <span className="text-right font-medium text-slate-900">
                  {child.balance["tutor-session"]} tutor · {child.balance["ai-session"]} AI
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardPanel>
  );
}

function CreditRow({ credit, timeZone }: { credit: CreditEntry; timeZone?: string }) {
  const label = creditLabel[credit.type];
  return (
    <li className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-700">
          <span className="font-semibold text-slate-900">{credit.remaining}</span> of {credit.total} left
        </span>
      </div>
      <ProgressBar
        value={credit.remaining}
        max={credit.total}
        label={`${label} left`}
        valueText={`${credit.remaining} of ${credit.total} left`}
        className="h-2 bg-slate-100"
        barClassName={credit.isExpired ? "bg-slate-400" : undefined}
      />
      <p className={cn("text-xs", credit.isExpired ? "font-medium text-red-700" : "text-slate-500")}>
        {credit.isExpired ? "Expired" : "Expires"} {formatDate(credit.expiryDate, timeZone)}
      </p>
    </li>
  );
}
