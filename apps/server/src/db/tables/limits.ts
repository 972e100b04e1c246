// Table types: the account limits shared by every process on one PostgreSQL (migration 012).
import type { Timestamp } from "./column-types.ts";

export interface LoginFailuresTable {
  /** An account, an address or an address-account pair (lib/login-throttle.ts). */
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: Timestamp;
}

export interface RateLimitWindowsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}
