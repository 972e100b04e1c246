/** SQLSTATE of PostgreSQL's "disk full"; errno codes of a full disk or an exhausted quota. */
const STORAGE_FULL_CODES = new Set(["53100", "ENOSPC", "EDQUOT"]);

/** Tells whether an error means the storage under the database or the uploads is full. */
export function isStorageFullError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && STORAGE_FULL_CODES.has(code)) return true;
  if (typeof message === "string" && /no space left on device|disk quota exceeded/i.test(message))
    return true;
  return cause !== undefined && cause !== error && isStorageFullError(cause);
}

/**
 * Remembers that a write failed for lack of space, so the health check reports it even on a
 * database it cannot probe itself (a PostgreSQL server's disk). A write that succeeds later,
 * or a successful probe, clears it.
 */
export class StorageStatus {
  private failure: { at: Date; reason: string } | undefined;

  /** Records a failed write. */
  recordFailure(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.failure = { at: new Date(), reason };
  }

  /** Records that a write went through: the storage takes writes again. */
  recordWrite(): void {
    this.failure = undefined;
  }

  /** The latest failed write, when none succeeded since. */
  get lastFailure(): { at: Date; reason: string } | undefined {
    return this.failure;
  }
}
