import { type BackupStatus, backupStatusSchema } from "@app/contract/backups";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** A backup and its restore drill take a while on a large database: more than the usual 10 s. */
const BACKUP_TIMEOUT_MS = 5 * 60_000;

/** POST /api/admin/backups: back up now and drill the backup; answers the new status. */
export async function backUpNow(): Promise<BackupStatus> {
  return backupStatusSchema.parse(
    await apiRequest<unknown>("/admin/backups", { method: "POST", timeoutMs: BACKUP_TIMEOUT_MS }),
  );
}

export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: backUpNow,
    onSuccess: (status) => queryClient.setQueryData(adminOverviewKeys.backups(), status),
  });
}
