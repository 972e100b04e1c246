import { type AuditListResponse, type AuditQuery, auditListResponseSchema } from "@app/contract/audit";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** GET /api/admin/audit: the audit log, filtered and paged. */
export async function listAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return auditListResponseSchema.parse(await api.get<unknown>(`/admin/audit?${params}`, { signal }));
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: adminOverviewKeys.audit(query),
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}
