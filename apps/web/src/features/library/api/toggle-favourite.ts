import type { ContentItem } from "@app/contract/dashboard";
import { favouriteResponseSchema } from "@app/contract/dashboard";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast-store";
import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";
import { libraryKey } from "./get-library";
import { toLibraryError } from "./library-errors";

/** POST /api/student-dashboard/library/{id}/favourite flips a favourite; the answer says which way. */
export async function toggleFavourite(contentId: number, studentId: number | null) {
  try {
    const data = await api.post<unknown>(
      withStudentId(`/student-dashboard/library/${contentId}/favourite`, studentId),
    );
    return favouriteResponseSchema.parse(data);
  } catch (error) {
    throw toLibraryError("toggle favourite", error);
  }
}

type LibraryData = ContentItem[] | { items: ContentItem[] };

/** Sets an item's star in every cached library list of the student (results and recent). */
function setBookmarked(
  queryClient: QueryClient,
  studentId: number | null,
  contentId: number,
  value: boolean,
) {
  const update = (items: ContentItem[]) =>
    items.map((item) => (item.id === contentId ? { ...item, bookmarked: value } : item));
  queryClient.setQueriesData<LibraryData>({ queryKey: libraryKey(studentId) }, (data) => {
    if (!data) return data;
    return Array.isArray(data) ? update(data) : { ...data, items: update(data.items) };
  });
}

/**
 * Stars or unstars an item at once (optimistic) and tells the server; if the server refuses, the
 * star goes back and a toast says why. The server's answer is the final word.
 */
export function useToggleFavourite(studentId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ContentItem) => toggleFavourite(item.id, studentId),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: libraryKey(studentId) });
      const snapshot = queryClient.getQueriesData<LibraryData>({ queryKey: libraryKey(studentId) });
      setBookmarked(queryClient, studentId, item.id, !item.bookmarked);
      return { snapshot };
    },
    onError: (error, item, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast({
        title: item.bookmarked ? "Couldn't remove the favourite" : "Couldn't add the favourite",
        description: error.message,
        variant: "destructive",
      });
    },
    onSuccess: (result) => setBookmarked(queryClient, studentId, result.content_id, result.bookmarked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKey(studentId) }),
  });
}
