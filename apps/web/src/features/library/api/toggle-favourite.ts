import type { ContentItem, LibraryResponse } from "@app/contract/dashboard";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast-store";
import { libraryKeys } from "@/shared/library/keys";
import { toggleFavourite } from "@/shared/library/library-api";

/** Sets an item's star in every cached library answer of the student (results, recent, favourites, search). */
export function setBookmarked(
  queryClient: QueryClient,
  studentId: number | null,
  contentId: number,
  value: boolean,
) {
  queryClient.setQueriesData<LibraryResponse>({ queryKey: libraryKeys.all(studentId) }, (data) =>
    data
      ? {
          ...data,
          content: data.content.map((item) =>
            item.id === contentId ? { ...item, bookmarked: value } : item,
          ),
        }
      : data,
  );
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
      await queryClient.cancelQueries({ queryKey: libraryKeys.all(studentId) });
      const snapshot = queryClient.getQueriesData<LibraryResponse>({ queryKey: libraryKeys.all(studentId) });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(studentId) }),
  });
}
