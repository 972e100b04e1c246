import { lessonNoteResponseSchema } from "@app/contract/tutoring";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { tutorAreaKeys } from "./keys";

/** PUT /api/tutor/lessons/{id}/note: the tutor's private note (empty removes it). */
export async function saveLessonNote({ lessonId, note }: { lessonId: number; note: string }) {
  return lessonNoteResponseSchema.parse(await api.put<unknown>(`/tutor/lessons/${lessonId}/note`, { note }));
}

export function useSaveLessonNote(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLessonNote,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tutorAreaKeys.student(studentId) }),
  });
}
