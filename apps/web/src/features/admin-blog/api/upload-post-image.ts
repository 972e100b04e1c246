import { postImageResponseSchema } from "@app/contract/posts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** POST /api/admin/post-images: an image for a post; answers where it is served. */
export async function uploadPostImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append("file", file);
  return postImageResponseSchema.parse(
    await api.post<unknown>("/admin/post-images", form, { timeoutMs: 60_000 }),
  );
}

export function useUploadPostImage() {
  return useMutation({ mutationFn: uploadPostImage });
}
