import { type Post, postSchema } from "@app/contract/posts";
import { queryOptions } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { blogKeys } from "./keys";

/** GET /api/public/blog/{slug}: one published post with its Markdown body. */
export async function getBlogPost(slug: string, signal?: AbortSignal): Promise<Post> {
  return postSchema.parse(await api.get<unknown>(`/public/blog/${encodeURIComponent(slug)}`, { signal }));
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    // A missing post stays missing: no retries.
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}
