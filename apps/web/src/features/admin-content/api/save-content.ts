import {
  type AuthoredLesson,
  authoredLessonSchema,
  type CreateCourseRequest,
  type CreateLessonRequest,
  type CreateUnitRequest,
  type UpdateLessonRequest,
  videoUploadResponseSchema,
} from "@app/contract/authoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, apiRequest } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { contentKeys } from "./keys";

const createdSchema = z.object({ id: z.number() });

/** POST /api/admin/content/lessons. */
export async function createLesson(body: CreateLessonRequest): Promise<AuthoredLesson> {
  return authoredLessonSchema.parse(await api.post<unknown>("/admin/content/lessons", body));
}

/** PATCH /api/admin/content/lessons/{id}: edits, publishing (checked) and unpublishing. */
export async function updateLesson(id: number, body: UpdateLessonRequest): Promise<AuthoredLesson> {
  return authoredLessonSchema.parse(
    await apiRequest<unknown>(`/admin/content/lessons/${id}`, { method: "PATCH", body }),
  );
}

/** POST /api/admin/content/courses. */
export async function createCourse(body: CreateCourseRequest) {
  return createdSchema.parse(await api.post<unknown>("/admin/content/courses", body));
}

/** PATCH /api/admin/content/courses/{id}: publish or unpublish a course. */
export async function setCourseStatus(id: number, status: "draft" | "published") {
  return createdSchema.parse(
    await apiRequest<unknown>(`/admin/content/courses/${id}`, { method: "PATCH", body: { status } }),
  );
}

/** POST /api/admin/content/units. */
export async function createUnit(body: CreateUnitRequest) {
  return createdSchema.parse(await api.post<unknown>("/admin/content/units", body));
}

/** POST /api/admin/content/videos: an MP4 or WebM for a lesson. */
export async function uploadVideo(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append("file", file);
  return videoUploadResponseSchema.parse(
    await api.post<unknown>("/admin/content/videos", form, { timeoutMs: 300_000 }),
  );
}

function useInvalidateContent() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    // Published content shows in the catalogue and the library.
    void queryClient.invalidateQueries({ queryKey: queryRoots.catalogue });
  };
}

export function useSaveLesson() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (
      input: { id: number; body: UpdateLessonRequest } | { id: null; body: CreateLessonRequest },
    ) => (input.id === null ? createLesson(input.body) : updateLesson(input.id, input.body)),
    onSuccess: invalidate,
  });
}

export function useCreateCourse() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: createCourse, onSuccess: invalidate });
}

export function useSetCourseStatus() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "draft" | "published" }) =>
      setCourseStatus(id, status),
    onSuccess: invalidate,
  });
}

export function useCreateUnit() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: createUnit, onSuccess: invalidate });
}

export function useUploadVideo() {
  return useMutation({ mutationFn: uploadVideo });
}
