import { type PostFullPage, postFullPageSchema } from "@app/contract/posts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { blogKeys } from "./keys";

/** GET /api/public/announcements?page=: published announcements, newest first, each whole. */
export async function listAnnouncements(page: number, signal?: AbortSignal): Promise<PostFullPage> {
  return postFullPageSchema.parse(await api.get<unknown>(`/public/announcements?page=${page}`, { signal }));
}

export function announcementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: blogKeys.announcementsPage(page),
    queryFn: ({ signal }) => listAnnouncements(page, signal),
    placeholderData: keepPreviousData,
  });
}
