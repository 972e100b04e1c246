import { type AdminUser, adminUsersResponseSchema } from "@app/contract/admin";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminNotificationKeys } from "./keys";

/** GET /api/admin/users?search=: people an admin can pick. */
export async function findUsers(search: string, signal?: AbortSignal): Promise<AdminUser[]> {
  return adminUsersResponseSchema.parse(
    await api.get<unknown>(`/admin/users?search=${encodeURIComponent(search)}`, { signal }),
  ).users;
}

export function findUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: adminNotificationKeys.users(search),
    queryFn: ({ signal }) => findUsers(search, signal),
    enabled: search.trim().length >= 2,
  });
}
