/**
 * Which scheduled backups to keep (issue 20): the newest backup of each of the last `keepHourly`
 * hours and of each of the last `keepDaily` days (UTC), counted back from now; the newest backup
 * is always kept. Everything else is removed. Pure, so the rule is tested without a clock or disk.
 */
export interface BackupGeneration {
  name: string;
  createdAt: Date;
}

export interface GenerationPolicy {
  keepHourly: number;
  keepDaily: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Splits backups into those to keep and those to remove, each newest first. */
export function planBackupGenerations(
  backups: readonly BackupGeneration[],
  now: Date,
  policy: GenerationPolicy,
): { keep: string[]; remove: string[] } {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<string>();
  const thisHour = Math.floor(now.getTime() / HOUR_MS);
  const today = Math.floor(now.getTime() / DAY_MS);
  const hoursSeen = new Set<number>();
  const daysSeen = new Set<number>();
  for (const backup of newestFirst) {
    const at = backup.createdAt.getTime();
    const hour = Math.floor(at / HOUR_MS);
    const day = Math.floor(at / DAY_MS);
    // The first (newest) backup met in an hour or a day bucket stands for it.
    if (thisHour - hour < policy.keepHourly && !hoursSeen.has(hour)) keep.add(backup.name);
    if (today - day < policy.keepDaily && !daysSeen.has(day)) keep.add(backup.name);
    hoursSeen.add(hour);
    daysSeen.add(day);
  }
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  return {
    keep: newestFirst.filter((b) => keep.has(b.name)).map((b) => b.name),
    remove: newestFirst.filter((b) => !keep.has(b.name)).map((b) => b.name),
  };
}

/** A scheduled backup is due when none was taken in the current hour (UTC). */
export function isScheduledBackupDue(latest: Date | null, now: Date): boolean {
  if (!latest) return true;
  return Math.floor(latest.getTime() / HOUR_MS) < Math.floor(now.getTime() / HOUR_MS);
}
