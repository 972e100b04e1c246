import { getAuthToken } from "@/lib/api-client";

/** GET /api/booking/lessons/{id}/ics: the lesson as a calendar file, saved by the browser. */
export async function downloadLessonIcs(lessonId: number): Promise<void> {
  const token = getAuthToken();
  const response = await fetch(`/api/booking/lessons/${lessonId}/ics`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Could not download the calendar file (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `lesson-${lessonId}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
