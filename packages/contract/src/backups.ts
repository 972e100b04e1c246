import { z } from "zod";

/* The admin's view of backups (issue 20): the last backup and whether its restore drill passed. */

/** The restore drill of one backup: restored into a scratch database and compared with its manifest. */
export const backupDrillSchema = z.object({
  passed: z.boolean(),
  checked_at: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  /** What failed, in a sentence; null when the drill passed. */
  problem: z.string().nullable(),
});
export type BackupDrill = z.infer<typeof backupDrillSchema>;

/** GET /api/admin/backups, and the answer of POST /api/admin/backups ("back up now"). */
export const backupStatusSchema = z.object({
  schedule: z.object({ enabled: z.boolean(), keep_hourly: z.number().int(), keep_daily: z.number().int() }),
  /** Backup archives in the data folder's backups folder. */
  count: z.number().int(),
  last: z
    .object({
      name: z.string(),
      created_at: z.string(),
      size_bytes: z.number().int(),
      /** Null until the drill of this backup has run. */
      drill: backupDrillSchema.nullable(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
