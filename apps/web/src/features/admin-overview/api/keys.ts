import type { AuditQuery } from "@app/contract/audit";

/** The admin overview's query keys (every admin key starts with "admin"). */
export const adminOverviewKeys = {
  dashboard: () => ["admin", "dashboard"] as const,
  audit: (query: AuditQuery) => ["admin", "audit", query] as const,
  backups: () => ["admin", "backups"] as const,
  contactRequests: () => ["admin", "contact-requests"] as const,
  feedback: () => ["admin", "feedback"] as const,
  waitlist: () => ["admin", "waitlist"] as const,
  signups: () => ["admin", "signups"] as const,
};
