import type { FamilyChild } from "@app/contract/family";
import { Download, Flame, LayoutDashboard, Pencil, Star } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/toast-store";
import { withStudentId } from "@/lib/student-query";
import { formatCash } from "@/shared/rewards/cash-reward-row";
import { useExportChild } from "../api/export-child";
import { useUpdateChildSettings } from "../api/update-child-settings";
import { CashHistory } from "./cash-history";
import { CashRewardDialog } from "./cash-reward-dialog";
import { ChildAvatar } from "./child-avatar";
import { ChildLoginPanel } from "./child-login-panel";
import { RemoveChildDialog } from "./remove-child-dialog";

/** One child on the family page: at a glance, and everything a parent manages for them. */
export function ChildPanel({ child }: { child: FamilyChild }) {
  const { student } = child;
  const exportData = useExportChild();
  const download = () =>
    exportData.mutate(
      { studentId: student.id, firstName: student.firstName },
      { onSuccess: () => toast({ title: `${student.firstName}'s data is downloaded` }) },
    );
  const details = [
    student.age !== null ? `${student.age} years` : null,
    student.grade ? `grade ${student.grade}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center gap-4">
          <ChildAvatar student={student} className="size-14" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 className="text-xl font-semibold text-slate-900">{student.name}</h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              {details && <span>{details}</span>}
              <span className="flex items-center gap-1">
                <Star aria-hidden className="size-4 text-amber-500" />
                Level {child.level}
              </span>
              <span className="flex items-center gap-1">
                <Flame aria-hidden className="size-4 text-orange-500" />
                {child.streak.current}-day streak
              </span>
              <span>{formatCash(child.cashBalance)} in the wallet</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={withStudentId("/student/dashboard", student.id)}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              <LayoutDashboard aria-hidden className="size-4" />
              {student.firstName}'s dashboard
            </Link>
            <Link
              to={withStudentId("/student/settings", student.id)}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <Pencil aria-hidden className="size-4" />
              <span>
                Edit <span className="sr-only">{student.firstName}'s </span>details
              </span>
            </Link>
          </div>
        </div>

        <div className="grid gap-5 border-t border-slate-100 pt-5 lg:grid-cols-2">
          <ChildLoginPanel child={child} />
          <section aria-label={`${student.firstName}'s rewards`} className="grid content-start gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Rewards</h3>
              <CashRewardDialog student={student} />
            </div>
            <CashHistory studentId={student.id} firstName={student.firstName} />
          </section>
        </div>

        <div className="grid gap-4 border-t border-slate-100 pt-5 lg:grid-cols-2">
          <LeaderboardChoice child={child} />
          <section aria-label={`${student.firstName}'s data`} className="grid content-start gap-2">
            <h3 className="text-sm font-semibold text-slate-900">{student.firstName}'s data</h3>
            <p className="text-sm text-slate-600">
              Everything we hold about {student.firstName}, in one zip file: profile, progress, answers, XP,
              rewards, messages and the files {student.firstName} uploaded or received.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                isBusy={exportData.isPending}
                busyLabel="Preparing…"
                onClick={download}
              >
                <Download aria-hidden className="size-4" />
                Download {student.firstName}'s data
              </Button>
              <RemoveChildDialog student={student} hasLogin={child.login !== null} onExport={download} />
            </div>
            {exportData.error && <Alert tone="error">{exportData.error.message}</Alert>}
          </section>
        </div>
      </CardContent>
    </Card>
  );
}

/** Whether strangers may see the child on the global and nearby boards (off until the parent says so). */
function LeaderboardChoice({ child }: { child: FamilyChild }) {
  const update = useUpdateChildSettings(child.student.id);
  const { firstName } = child.student;
  const isAllowed = update.isPending ? update.variables : child.isGlobalBoardAllowed;
  return (
    <section aria-label={`${firstName}'s leaderboards`} className="grid content-start gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Leaderboards</h3>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          checked={isAllowed}
          disabled={update.isPending}
          onChange={(event) => update.mutate(event.target.checked)}
        />
        <span>
          Show {firstName} on the public leaderboards (first name and initial only). {firstName} always sees
          the family board with brothers and sisters.
        </span>
      </label>
      {child.student.parentConsentPending && (
        <Badge tone="warning" className="justify-self-start">
          Waiting for a parent's confirmation
        </Badge>
      )}
      {update.error && <Alert tone="error">{update.error.message}</Alert>}
    </section>
  );
}
