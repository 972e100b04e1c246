import { api } from "@/lib/api-client";
import { withStudentId } from "@/lib/student-query";

/**
 * GET /api/student-dashboard/first-screen, not yet read: sent as soon as a cold load of the
 * dashboard starts, while the page's code (and the schema that reads the answer) still loads.
 * A failure answers null: the cards then ask their own calls.
 */
export function requestFirstScreen(studentId: number | null): Promise<unknown> {
  return api.get<unknown>(withStudentId("/student-dashboard/first-screen", studentId)).catch(() => null);
}
