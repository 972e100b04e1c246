import {
  type AuthoredLesson,
  authoredLessonSchema,
  type ContentTree,
  contentTreeSchema,
} from "@app/contract/authoring";
import { type CourseDetail, courseDetailSchema } from "@app/contract/catalogue";
import { api } from "@/lib/api-client";

/*
 * Fetchers more than one feature reads (one fetcher per endpoint): the content tree and a lesson
 * whole (admin content authoring, geometry authoring), and a public course (the catalogue, the café).
 */

/** GET /api/admin/content: every course, unit and lesson, drafts too. */
export async function fetchContentTree(signal?: AbortSignal): Promise<ContentTree> {
  return contentTreeSchema.parse(await api.get<unknown>("/admin/content", { signal }));
}

/** GET /api/admin/content/lessons/{id}: a lesson whole, answers and video included. */
export async function fetchAuthoredLesson(id: number, signal?: AbortSignal): Promise<AuthoredLesson> {
  return authoredLessonSchema.parse(await api.get<unknown>(`/admin/content/lessons/${id}`, { signal }));
}

/** GET /api/public/courses/{idOrSlug}: a course with its units and their lessons (no sign-in). */
export async function fetchCourse(courseKey: string, signal?: AbortSignal): Promise<CourseDetail> {
  const data = await api.get<unknown>(`/public/courses/${encodeURIComponent(courseKey.toLowerCase())}`, {
    signal,
  });
  return courseDetailSchema.parse(data);
}
