import { type SampleLesson, sampleLessonSchema } from "@app/contract/catalogue";
import { api } from "@/lib/api-client";

/** GET /api/public/sample-lesson: the beginner's first lesson the home page offers a visitor. */
export async function getSampleLesson(signal?: AbortSignal): Promise<SampleLesson> {
  return sampleLessonSchema.parse(await api.get<unknown>("/public/sample-lesson", { signal }));
}
