import { z } from "zod";
import { lineText } from "./primitives.ts";

/* The audit log (issue 13): every admin change, who made it, when, the object before and after. */

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: newest first, filtered, paged. */
export const auditQuerySchema = z.strictObject({
  entity_type: lineText(z.string().trim().max(40)).optional(),
  action: lineText(z.string().trim().max(60)).optional(),
  actor: lineText(z.string().trim().max(100)).optional(),
  from: z.iso.date("Use a date like 2025-01-31").optional(),
  to: z.iso.date("Use a date like 2025-01-31").optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  entity_types: z.array(z.string()),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

export const AUDIT_PAGE_SIZE = 50;
