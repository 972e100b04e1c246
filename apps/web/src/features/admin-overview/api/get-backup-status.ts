import { type BackupStatus, backupStatusSchema } from "@app/contract/backups";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const BACKUP_STATUS_KEY = ["admin", "backups"] as const;

/** GET /api/admin/backups: the last backup's time and size, and whether its restore drill passed. */
export async function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return backupStatusSchema.parse(await api.get<unknown>("/admin/backups", { signal }));
}

export function backupStatusQueryOptions() {
  return queryOptions({
    queryKey: BACKUP_STATUS_KEY,
    queryFn: ({ signal }) => getBackupStatus(signal),
    staleTime: 60_000,
  });
}
