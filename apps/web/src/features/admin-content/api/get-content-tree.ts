import { type ContentTree, contentTreeSchema } from "@app/contract/authoring";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/admin/content: every course, unit and lesson, drafts too. */
export async function getContentTree(signal?: AbortSignal): Promise<ContentTree> {
  return contentTreeSchema.parse(await api.get<unknown>("/admin/content", { signal }));
}

export function contentTreeQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.tree(),
    queryFn: ({ signal }) => getContentTree(signal),
  });
}
