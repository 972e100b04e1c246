import type { ContentItem } from "@app/contract/dashboard";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { favouritesQueryKey } from "./get-favourites";

/** POST /api/student-dashboard/library/{id}/favourite flips a favourite; the answer says which way. */
export async function toggleFavourite({
  contentId,
  studentId,
}: {
  contentId: number;
  studentId: number | null;
}): Promise<{ content_id: number; bookmarked: boolean }> {
  try {
    return await api.post(withStudentId(`/student-dashboard/library/${contentId}/favourite`, studentId));
  } catch (error) {
    // Spec 8: "Failed to toggle favourite: {status} {statusText}", the server's error preferred.
    if (error instanceof ApiError && error.kind === "http") {
      const detail = error.message.startsWith("HTTP error!") ? String(error.status) : error.message;
      throw new Error(`Failed to toggle favourite: ${detail}`, { cause: error });
    }
    throw error;
  }
}

/**
 * Removes an item from the favourites list at once and flips it on the server; if the server
 * refuses, the item comes back. A flip that turned it back on (it had been removed elsewhere)
 * is flipped again, so the item ends up not a favourite, as the person asked.
 */
export function useRemoveFavourite(studentId: number | null) {
  const queryClient = useQueryClient();
  const key = favouritesQueryKey(studentId);
  return useMutation({
    mutationFn: async (contentId: number) => {
      const result = await toggleFavourite({ contentId, studentId });
      if (result.bookmarked) return toggleFavourite({ contentId, studentId });
      return result;
    },
    onMutate: async (contentId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ContentItem[]>(key);
      queryClient.setQueryData<ContentItem[]>(key, (items) => items?.filter((item) => item.id !== contentId));
      return { previous };
    },
    onError: (_error, _contentId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
