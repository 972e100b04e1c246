import { type PostSummaryPage, postSummaryPageSchema } from "@app/contract/posts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { blogKeys } from "./keys";

/** GET /api/public/blog?page=: one page of published posts, newest first. */
export async function listBlogPosts(page: number, signal?: AbortSignal): Promise<PostSummaryPage> {
  return postSummaryPageSchema.parse(await api.get<unknown>(`/public/blog?page=${page}`, { signal }));
}

export function blogPostsQueryOptions(page: number) {
  return queryOptions({
    queryKey: blogKeys.page(page),
    queryFn: ({ signal }) => listBlogPosts(page, signal),
    placeholderData: keepPreviousData,
  });
}
