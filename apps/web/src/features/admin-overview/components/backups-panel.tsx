import type { BackupStatus } from "@app/contract/backups";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { describeFailure } from "@/lib/api-errors";
import { useBackUpNow } from "../api/back-up-now";
import { backupStatusQueryOptions } from "../api/get-backup-status";
import { formatDateTime } from "../lib/format";

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function DrillBadge({ drill }: { drill: NonNullable<BackupStatus["last"]>["drill"] }) {
  if (!drill) return <Badge tone="warning">Restore drill not run yet</Badge>;
  return drill.passed ? (
    <Badge tone="success">Restore drill passed</Badge>
  ) : (
    <Badge tone="danger">Restore drill failed</Badge>
  );
}

function describeSchedule(schedule: BackupStatus["schedule"]): string {
  if (!schedule.enabled) return "Scheduled backups are off (BACKUP_SCHEDULE=off).";
  return `Backed up every hour; the last ${schedule.keep_hourly} hours and ${schedule.keep_daily} days are kept.`;
}

/** The last backup (time, size, its restore drill) and "Back up now" (issue 20). */
export function BackupsPanel() {
  const status = useQuery(backupStatusQueryOptions());
  const backUp = useBackUpNow();
  if (status.isPending)
    return (
      <div role="status" aria-label="Loading the backups">
        <Skeleton className="h-28 rounded-xl" />
      </div>
    );
  if (status.isError) return <Alert tone="error">{describeFailure(status.error)}</Alert>;
  const { last, schedule, count } = status.data;
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {last ? (
        <div className="grid gap-1">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Last backup</span>{" "}
            {formatDateTime(last.created_at)}
            {" · "}
            {formatSize(last.size_bytes)}
            {" · "}
            {count} kept
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <DrillBadge drill={last.drill} />
            {last.drill && (
              <span className="text-xs text-slate-500">
                {last.drill.passed
                  ? `${last.drill.tables} tables, ${last.drill.rows} rows and ${last.drill.files} files restored and matched`
                  : last.drill.problem}
              </span>
            )}
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">No backup yet.</p>
      )}
      <p className="text-xs text-slate-500">{describeSchedule(schedule)}</p>
      {backUp.isError && <Alert tone="error">{describeFailure(backUp.error)}</Alert>}
      <div>
        <Button
          size="sm"
          variant="outline"
          isBusy={backUp.isPending}
          busyLabel="Backing up and checking…"
          onClick={() => backUp.mutate()}
        >
          Back up now
        </Button>
      </div>
    </div>
  );
}
