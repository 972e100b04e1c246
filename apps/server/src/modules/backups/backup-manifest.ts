import { z } from "zod";

/** What a backup archive says about itself (manifest.json at its root); decision 034. */
export const BACKUP_FORMAT = "brightpath-backup";
/** Raised when the archive's layout changes; an archive of a later format is refused. */
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A path inside the uploads folder: relative, no "." or ".." part, so nothing lands outside it. */
const relativePath = z
  .string()
  .min(1)
  .refine(
    (p) =>
      !p.startsWith("/") &&
      !p.includes("\0") &&
      p.split("/").every((part) => part && part !== "." && part !== ".."),
  );

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string().datetime(),
  database: z.enum(["pglite", "postgres"]),
  /** The last migration applied to the database backed up; null for a database never migrated. */
  schemaVersion: z.string().nullable(),
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().min(1)),
      rows: z.number().int().nonnegative(),
      sha256,
    }),
  ),
  sequences: z.array(
    z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
  /** The uploads folder's files, paths relative to it. */
  files: z.array(z.object({ path: relativePath, size: z.number().int().nonnegative(), sha256 })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal an operator can act on: the message says what is wrong and what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** Where a table's rows sit inside the archive. */
export function tableEntry(table: string): string {
  return `tables/${table}.jsonl`;
}
