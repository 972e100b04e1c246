import { type BackupStatus, backupStatusSchema } from "@app/contract/backups";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** GET /api/admin/backups: the last backup's time and size, and whether its restore drill passed. */
export async function getBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return backupStatusSchema.parse(await api.get<unknown>("/admin/backups", { signal }));
}

export function backupStatusQueryOptions() {
  return queryOptions({
    queryKey: adminOverviewKeys.backups(),
    queryFn: ({ signal }) => getBackupStatus(signal),
    staleTime: 60_000,
  });
}
