import { type AdminDashboard, adminDashboardSchema } from "@app/contract/admin";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOverviewKeys } from "./keys";

/** GET /api/admin/dashboard: the numbers an owner watches, with twelve weeks of history. */
export async function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return adminDashboardSchema.parse(await api.get<unknown>("/admin/dashboard", { signal }));
}

export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminOverviewKeys.dashboard(),
    queryFn: ({ signal }) => getAdminDashboard(signal),
    staleTime: 60_000,
  });
}
