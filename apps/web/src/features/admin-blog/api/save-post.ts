import {
  type AdminPost,
  adminPostSchema,
  type CreatePostRequest,
  type UpdatePostRequest,
} from "@app/contract/posts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { adminPostKeys } from "./keys";

/** POST /api/admin/posts: a new post or announcement. */
export async function createPost(body: CreatePostRequest): Promise<AdminPost> {
  return adminPostSchema.parse(await api.post<unknown>("/admin/posts", body));
}

/** PATCH /api/admin/posts/{id}: edits, publishing, scheduling, unpublishing. */
export async function updatePost(id: number, body: UpdatePostRequest): Promise<AdminPost> {
  return adminPostSchema.parse(await apiRequest<unknown>(`/admin/posts/${id}`, { method: "PATCH", body }));
}

/** DELETE /api/admin/posts/{id}. */
export async function deletePost(id: number): Promise<void> {
  await apiRequest<void>(`/admin/posts/${id}`, { method: "DELETE" });
}

function useInvalidatePosts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminPostKeys.all });
    // The public lists change too.
    void queryClient.invalidateQueries({ queryKey: queryRoots.public });
  };
}

export function useCreatePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: createPost, onSuccess: invalidate });
}

export function useUpdatePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePostRequest }) => updatePost(id, body),
    onSuccess: invalidate,
  });
}

export function useDeletePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: deletePost, onSuccess: invalidate });
}
