import type { LibraryResponse } from "@app/contract/dashboard";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { libraryKeys } from "@/shared/library/keys";
import { toggleFavourite } from "@/shared/library/library-api";
import { favouriteKeys } from "./keys";

/**
 * Removes an item from the favourites list at once and flips it on the server; if the server
 * refuses, the item comes back. A flip that turned it back on (it had been removed elsewhere)
 * is flipped again, so the item ends up not a favourite, as the person asked.
 */
export function useRemoveFavourite(studentId: number | null) {
  const queryClient = useQueryClient();
  const key = favouriteKeys.list(studentId);
  return useMutation({
    mutationFn: async (contentId: number) => {
      const result = await toggleFavourite(contentId, studentId);
      if (result.bookmarked) return toggleFavourite(contentId, studentId);
      return result;
    },
    onMutate: async (contentId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LibraryResponse>(key);
      queryClient.setQueryData<LibraryResponse>(key, (data) =>
        data ? { ...data, content: data.content.filter((item) => item.id !== contentId) } : data,
      );
      return { previous };
    },
    onError: (_error, _contentId, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    // Every library list of the student shows the star, so all of them are asked again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all(studentId) }),
  });
}
