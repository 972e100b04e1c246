import { type AdminPostsResponse, adminPostsResponseSchema, type PostKind } from "@app/contract/posts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminPostKeys } from "./keys";

/** GET /api/admin/posts?kind=: every post or announcement, drafts and scheduled ones too. */
export async function listAdminPosts(kind: PostKind, signal?: AbortSignal): Promise<AdminPostsResponse> {
  return adminPostsResponseSchema.parse(await api.get<unknown>(`/admin/posts?kind=${kind}`, { signal }));
}

export function adminPostsQueryOptions(kind: PostKind) {
  return queryOptions({
    queryKey: adminPostKeys.list(kind),
    queryFn: ({ signal }) => listAdminPosts(kind, signal),
  });
}
