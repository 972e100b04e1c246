import type { ContentTree } from "@app/contract/authoring";
import { queryOptions } from "@tanstack/react-query";
import { fetchContentTree } from "@/shared/content/admin-content-fetchers";
import { contentKeys } from "./keys";

/** GET /api/admin/content: every course, unit and lesson, drafts too. */
export async function getContentTree(signal?: AbortSignal): Promise<ContentTree> {
  return fetchContentTree(signal);
}

export function contentTreeQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.tree(),
    queryFn: ({ signal }) => getContentTree(signal),
  });
}
