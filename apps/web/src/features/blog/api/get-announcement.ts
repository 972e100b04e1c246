import { type Post, postSchema } from "@app/contract/posts";
import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { blogKeys } from "./keys";

/** GET /api/public/announcements/{slug}: one published announcement. */
export async function getAnnouncement(slug: string, signal?: AbortSignal): Promise<Post> {
  return postSchema.parse(
    await api.get<unknown>(`/public/announcements/${encodeURIComponent(slug)}`, { signal }),
  );
}

export function announcementQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogKeys.announcement(slug),
    queryFn: ({ signal }) => getAnnouncement(slug, signal),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}
